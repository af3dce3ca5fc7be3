/**
 * The Mexican allergen list of NOM-051-SCFI/SSA1-2010 (4.2.2.2.4 ✖ paragraph number;
 * docs/regulations/mx.md §5, list ◐): cereals containing gluten, crustaceans, egg, fish, peanut,
 * soy, milk (lactose included), tree nuts, sulphites at 10 mg/kg or more, named in Spanish and
 * declared after "Contiene:". The names are printed as the profile's statement names (the format
 * prints no English statement).
 *
 * @module
 */
import { type AllergenProfile, keyRule, STEMS } from '../../allergens/profile';

const NOM = 'NOM-051-SCFI/SSA1-2010 4.2.2.2.4';

/** The mx allergen profile. */
export const MX_ALLERGENS: AllergenProfile = {
  order: [
    'wheat',
    'gluten',
    'crustacean_shellfish',
    'egg',
    'fish',
    'peanuts',
    'soy',
    'milk',
    'tree_nuts',
    'sulphites',
  ],
  rules: {
    wheat: keyRule('wheat', 'Trigo', `${NOM} (cereales que contienen gluten)`, {
      stems: [...STEMS.wheat, 'trigo'],
    }),
    gluten: keyRule('gluten', 'Cereales que contienen gluten', `${NOM} (cereales que contienen gluten)`, {
      inList: 'gluten',
    }),
    crustacean_shellfish: keyRule('crustacean_shellfish', 'Crustáceos', `${NOM} (crustáceos)`, {
      stems: [...STEMS.crustacean_shellfish, 'crustaceo', 'camaron', 'langosta', 'cangrejo'],
    }),
    egg: keyRule('egg', 'Huevo', `${NOM} (huevo)`, { stems: [...STEMS.egg, 'huevo'] }),
    fish: keyRule('fish', 'Pescado', `${NOM} (pescado)`, { stems: [...STEMS.fish, 'pescado'] }),
    peanuts: keyRule('peanuts', 'Cacahuate', `${NOM} (cacahuate)`, {
      stems: [...STEMS.peanuts, 'cacahuate'],
    }),
    soy: keyRule('soy', 'Soya', `${NOM} (soya, excepto el aceite de soya)`, {
      stems: [...STEMS.soy, 'soya'],
    }),
    milk: keyRule('milk', 'Leche', `${NOM} (leche y productos lácteos, incluida la lactosa)`, {
      stems: [...STEMS.milk, 'leche', 'lacteo'],
    }),
    tree_nuts: keyRule('tree_nuts', 'Nueces de árbol', `${NOM} (nueces de árboles)`),
    sulphites: keyRule('sulphites', 'Sulfitos', `${NOM} (sulfito ≥ 10 mg/kg)`, {
      stems: [...STEMS.sulphites, 'sulfito'],
    }),
  },
  emphasis: false,
  exempts: [],
  euSpeciesNames: false,
  groupsSugars: false,
};
