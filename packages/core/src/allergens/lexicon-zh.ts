/**
 * Chinese ingredient words for the 8 GB 7718 categories, matched as substrings (Chinese has no
 * word boundaries), with the GB 7718-2025 D.4 exemptions and the false friends that contain an
 * allergen character (鱿鱼 is a squid, not a fish; 花生四烯酸 is arachidonic acid, not peanut).
 * Source: docs/spec/regulations-intl.md §4.2 (terms) and §3.5 / §4.3 (D.4 exemptions ✔).
 *
 * @module
 */
import { amb, key, type LexiconRow, rows, species } from './lexicon-row';

const MAY_WHEAT = amb('wheat', 'wheat (soy sauce is usually brewed with wheat)');

/** The §4.2 table, category by category. */
const ZH = rows('regulations-intl.md §4.2', [
  // a 含麸质的谷物
  [
    '小麦, 小麦粉, 面粉, 全麦粉, 高筋小麦粉, 低筋小麦粉, 面包粉, 小麦胚芽, 麦麸, 斯佩耳特小麦, 硬粒小麦, 粗粒小麦粉, 面筋, 谷朊粉, 小麦蛋白, 面包, 面包糠, 面包屑, 面条, 挂面',
    key('wheat'),
  ],
  ['小麦淀粉', key('wheat', 'gbD4')],
  ['小黑麦', species('Triticale')],
  ['黑麦, 黑麦粉', species('Rye')],
  ['大麦, 大麦粉, 麦芽, 大麦芽, 麦芽提取物, 麦芽粉, 啤酒', species('Barley')],
  ['燕麦, 燕麦片, 燕麦麸, 燕麦奶', species('Oats')],
  ['麸质', key('gluten'), amb('wheat', 'wheat (麸质 gluten: name the cereal)')],
  ['麦芽糊精, 葡萄糖浆', amb('wheat', 'wheat (declare it only if the source is wheat)', 'annexII')],
  ['麦芽糖, 麦芽糖浆, 麦芽酚, 荞麦, 荞麦粉, 淀粉, 玉米淀粉, 米粉, 糯米粉'],
  // b 甲壳纲类
  ['虾, 虾仁, 虾皮, 虾米, 虾粉, 虾酱, 虾油, 对虾, 基围虾', species('Shrimp')],
  ['龙虾', species('Lobster')],
  ['小龙虾', species('Crawfish')],
  ['磷虾', species('Krill')],
  ['蟹, 螃蟹, 蟹肉, 蟹黄', species('Crab')],
  [
    '蟹棒',
    key('fish'),
    amb('crustacean_shellfish', 'crustacean shellfish (crab sticks are usually fish surimi)'),
  ],
  [
    '海鲜粉, 海鲜酱',
    amb(['fish', 'crustacean_shellfish', 'molluscs'], 'fish, crustacean shellfish or molluscs (海鲜)'),
  ],
  ['蟹味菇'],
  // c 鱼类
  ['鱼, 鱼肉, 鱼糜, 鱼丸, 鱼露, 鱼粉, 鱼干, 鱼籽, 鱼子, 鱼油', key('fish')],
  ['鳕鱼', species('Cod')],
  ['三文鱼, 鲑鱼', species('Salmon')],
  ['金枪鱼', species('Tuna')],
  ['鳀鱼', species('Anchovy')],
  ['沙丁鱼', species('Sardine')],
  ['鲣鱼, 木鱼花', species('Bonito')],
  ['鱼胶, 鱼明胶', key('fish', 'gbD4')],
  ['精炼鱼油'],
  ['甲鱼, 鳄鱼, 鲸鱼, 娃娃鱼, 鱼腥草'],
  // molluscs: not a GB 7718 category, but they contain 鱼/虾 characters
  ['鱿鱼', species('Squid')],
  ['墨鱼', species('Cuttlefish')],
  ['章鱼', species('Octopus')],
  ['鲍鱼', species('Abalone')],
  ['扇贝, 虾夷扇贝', species('Scallop')],
  ['牡蛎, 生蚝, 蚝油', species('Oyster')],
  // d 蛋类
  [
    '鸡蛋, 全蛋, 全蛋液, 全蛋粉, 蛋清, 蛋清粉, 蛋白粉, 蛋黄, 蛋黄粉, 咸蛋黄, 皮蛋, 卵白蛋白, 溶菌酶, 蛋液, 蛋黄酱',
    key('egg'),
  ],
  ['鸭蛋', species('Duck Egg')],
  ['鹌鹑蛋', species('Quail Egg')],
  // e 花生
  ['花生, 花生仁, 花生碎, 花生酱, 花生粉, 花生蛋白, 花生油, 花生奶', key('peanuts')],
  ['精炼花生油, 花生四烯酸'],
  // f 大豆
  [
    '大豆, 黄豆, 黑豆, 毛豆, 豆浆, 豆奶, 豆粉, 大豆粉, 大豆蛋白, 大豆分离蛋白, 组织化大豆蛋白, 豆腐, 豆腐皮, 腐竹, 腐乳, 豆豉, 味噌, 纳豆, 黄豆酱, 大豆油',
    key('soy'),
  ],
  ['酱油, 生抽, 老抽', key('soy'), MAY_WHEAT],
  ['大豆磷脂, 大豆肽', key('soy', 'gbD4')],
  ['磷脂', amb(['soy', 'egg'], 'soy or egg (磷脂 lecithin source)', 'gbD4')],
  ['精炼大豆油, 绿豆, 红豆, 赤豆, 豌豆, 蚕豆, 芸豆, 扁豆, 鹰嘴豆, 豆沙, 维生素, 植物甾醇'],
  // g 乳及乳制品
  [
    '牛奶, 牛乳, 生牛乳, 鲜牛奶, 纯牛奶, 乳粉, 全脂乳粉, 脱脂乳粉, 奶粉, 炼乳, 稀奶油, 奶油, 淡奶油, 黄油, 干酪, 奶酪, 芝士, 乳清, 乳清粉, 乳清蛋白, 浓缩乳蛋白, 乳蛋白, 酪蛋白, 酪蛋白酸钠, 乳糖, 酸奶, 酸乳, 发酵乳, 乳脂, 奶油奶酪, 奶茶, 奶昔',
    key('milk'),
  ],
  ['羊奶, 羊乳', species('Goat Milk')],
  ['植物奶油', amb('milk', 'milk (植物奶油 non-dairy cream may contain caseinate)')],
  ['乳糖醇, 乳酸, 乳酸钙, 乳化剂, 椰奶, 椰浆, 椰子, 椰子奶, 椰子汁, 可可脂, 乳木果油'],
  // h 坚果 (broad in China)
  ['杏仁, 扁桃仁, 巴旦木, 杏仁粉, 杏仁奶', species('Almonds')],
  ['榛子, 榛仁', species('Hazelnuts')],
  ['核桃, 核桃仁', species('Walnuts')],
  ['腰果', species('Cashews')],
  ['开心果, 阿月浑子', species('Pistachios')],
  ['碧根果, 美国山核桃', species('Pecans')],
  ['夏威夷果, 澳洲坚果', species('Macadamia Nuts')],
  ['巴西坚果', species('Brazil Nuts')],
  ['松子, 松仁', species('Pine Nuts')],
  ['坚果, 坚果碎, 果仁', key('tree_nuts')],
  ['荸荠, 马蹄, 肉豆蔻, 椰子肉, 栗子, 板栗'],
  // not GB 7718 categories; useful for the other formats
  ['芝麻, 芝麻酱, 芝麻油, 香油', key('sesame')],
  ['芥末, 芥末籽, 芥菜籽', key('mustard')],
  ['芹菜', key('celery')],
  ['二氧化硫, 亚硫酸钠, 焦亚硫酸钠, 亚硫酸氢钠, 焦亚硫酸钾', key('sulphites')],
]);

/** All Chinese rows. */
export const LEXICON_ZH: readonly LexiconRow[] = ZH;
