/**
 * The China allergen profile: GB 7718-2025 4.12 and Annex D (regulations-intl.md §3.5 ✔): the 8
 * categories a)–h), named by category; derivatives of D.4 exempt; bold in the ingredient list (D.2.1)
 * or "含有…" next to it (D.2.2).
 *
 * @module
 */
import { type AllergenProfile, keyRule } from '../../allergens/profile';

const GB = 'GB 7718-2025 4.12';
/** The china allergen profile. */
export const CHINA_ALLERGENS: AllergenProfile = {
  order: ['wheat', 'gluten', 'crustacean_shellfish', 'fish', 'egg', 'peanuts', 'soy', 'milk', 'tree_nuts'],
  rules: {
    wheat: keyRule('wheat', 'Wheat', `${GB} a)`, { zh: '小麦', bySpecies: true }),
    gluten: keyRule('gluten', 'Cereals containing gluten', `${GB} a)`, {
      zh: '含麸质的谷物',
      inList: 'gluten',
      bySpecies: true,
    }),
    crustacean_shellfish: keyRule('crustacean_shellfish', 'Crustaceans', `${GB} b)`, { zh: '甲壳纲类动物' }),
    fish: keyRule('fish', 'Fish', `${GB} c)`, { zh: '鱼类' }),
    egg: keyRule('egg', 'Eggs', `${GB} d)`, { zh: '蛋类' }),
    peanuts: keyRule('peanuts', 'Peanuts', `${GB} e)`, { zh: '花生' }),
    soy: keyRule('soy', 'Soybeans', `${GB} f)`, { zh: '大豆', inList: 'soybean' }),
    milk: keyRule('milk', 'Milk', `${GB} g)`, { zh: '乳成分' }),
    tree_nuts: keyRule('tree_nuts', 'Tree nuts', `${GB} h)`, { zh: '坚果' }),
  },
  emphasis: true,
  alt: 'zh',
  exempts: ['annexII', 'gbD4'],
  euSpeciesNames: false,
  groupsSugars: false,
};
