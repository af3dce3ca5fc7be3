/**
 * China nutrient function claims (营养成分功能声称), GB 28050-2025 Appendix D.1–D.28 (✔, full
 * list in docs/spec/regulations-intl.md §3.4): allowed only when the nutrient meets a content
 * (or comparative) claim (5.3), printed verbatim — no deletion, addition or merging. Every
 * standard sentence of a qualifying nutrient is returned; the label uses one or more of them.
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';

const each = (subject: string, predicates: readonly string[]): readonly string[] =>
  predicates.map((p) => `${subject}${p}。`);

/** Standard sentences by nutrient (2025 edition). */
export const CHINA_FUNCTION_SENTENCES: Readonly<Partial<Record<NutrientKey, readonly string[]>>> = {
  energy_kj: [
    '人体需要能量来维持生命活动。',
    '机体的生长发育和一切活动都需要能量。',
    '适当的能量可以保持良好的健康状况。',
    '能量摄入过高、缺少运动与超重和肥胖有关。',
  ],
  protein: [
    '蛋白质是人体的主要构成物质并提供多种氨基酸。',
    '蛋白质是人体生命活动中必需的重要物质,有助于组织的形成和生长。',
    '蛋白质构成人体组织的重要成分。',
    '蛋白质有助于组织的形成、修复。',
    '蛋白质是组织形成和生长的主要营养素。',
    '蛋白质有助于肌肉的增长和维持。',
  ],
  total_fat: [
    '脂肪提供高能量。',
    '每日膳食中脂肪提供的能量比例不宜超过总能量的30%。',
    '脂肪是人体的重要组成成分。',
    '脂肪可辅助脂溶性维生素的吸收。',
    '脂肪提供人体必需脂肪酸。',
    '长期高脂肪摄入不利于维持正常体重和体脂水平。',
  ],
  saturated_fat: [
    '饱和脂肪可促进食品中胆固醇的吸收。',
    '长期过多摄入饱和脂肪可使血胆固醇增高。',
    '饱和脂肪的摄入量应少于每日总能量的10%。',
  ],
  trans_fat: [
    '每天摄入反式脂肪酸不应超过2.2g,过多摄入有害健康。',
    '反式脂肪酸摄入量应少于每日总能量的1%。',
    '过多摄入反式脂肪酸可增加心血管疾病发生的风险。',
  ],
  total_sugars: ['糖是提供能量的基本物质。', '长期高糖摄入可增加龋齿和肥胖发生的风险。'],
  dietary_fiber: ['膳食纤维是低能量物质。', '膳食纤维有助于维持正常的肠道功能。'],
  sodium: [
    '钠能调节机体水分、维持酸碱平衡。',
    '成人每日食盐的摄入量不宜超过5g。',
    '长期高盐摄入可以导致血压升高。',
  ],
  vitamin_a_re: each('维生素A', [
    '有助于维持暗视力',
    '有助于维持皮肤和黏膜健康',
    '有助于维持正常视力',
    '有助于维持免疫系统的正常生理功能',
  ]),
  vitamin_d: each('维生素D', ['有助于骨骼和牙齿的健康', '有助于骨骼形成', '可促进钙和磷的吸收和利用']),
  vitamin_e: ['维生素E有抗氧化作用。'],
  vitamin_k: ['维生素K是维持正常凝血功能不可缺少的成分。'],
  thiamin: each('维生素B1', ['是能量代谢中不可缺少的成分', '有助于维持神经系统的正常生理功能']),
  riboflavin: each('维生素B2', ['有助于维持皮肤和黏膜健康', '是能量代谢中不可缺少的成分']),
  vitamin_b6: each('维生素B6', [
    '有助于蛋白质的代谢和利用',
    '有助于正常能量代谢',
    '有助于维持神经系统的正常生理功能',
  ]),
  vitamin_b12: each('维生素B12', [
    '有助于红细胞形成',
    '有助于正常的能量代谢',
    '有助于维持神经系统的正常生理功能',
  ]),
  vitamin_c: each('维生素C', [
    '有助于维持皮肤和黏膜健康',
    '有助于维持骨骼和牙龈的健康',
    '可以促进铁的吸收',
    '有抗氧化作用',
    '有助于维持免疫系统的正常生理功能',
  ]),
  niacin: each('烟酸', [
    '有助于维持皮肤和黏膜健康',
    '是能量代谢中不可缺少的成分',
    '有助于维持神经系统的正常生理功能',
  ]),
  folate: each('叶酸', ['有助于胎儿大脑和神经系统的正常发育', '有助于红细胞形成']),
  pantothenic_acid: ['泛酸是参与能量代谢的物质。'],
  biotin: ['生物素有助于维持皮肤和毛发健康。'],
  choline: ['胆碱是参与脂类代谢的重要成分。'],
  calcium: [
    '钙是人体骨骼和牙齿的主要组成成分。',
    '钙是骨骼和牙齿的主要成分,并可维持骨密度。',
    '钙有助于骨骼和牙齿的发育。',
    '钙有助于骨骼和牙齿更坚固。',
    '钙是正常的神经和肌肉功能所必需的。',
  ],
  phosphorus: each('磷', ['有助于维持细胞膜的正常功能', '有助于维持骨骼和牙齿健康']),
  potassium: each('钾', [
    '是维持水和电解质的平衡的必需元素',
    '有助于维持正常的肌肉功能',
    '对尿钠的排出有促进作用',
    '参与糖和蛋白质的代谢',
  ]),
  magnesium: each('镁', ['是能量代谢、组织形成和骨骼发育的重要成分', '有助于维持正常的肌肉功能']),
  iron: ['铁是血红细胞形成的重要成分。', '铁是血红细胞形成的必需元素。', '铁对血红蛋白的产生是必需的。'],
  zinc: each('锌', [
    '是儿童生长发育的必需元素',
    '有助于改善食欲',
    '有助于皮肤健康',
    '有助于维持免疫系统的正常生理功能',
  ]),
  iodine: each('碘', ['是甲状腺发挥正常功能的元素', '是神经系统发育所必需的']),
  selenium: each('硒', ['有抗氧化作用', '有助于维持免疫系统的正常生理功能']),
};
