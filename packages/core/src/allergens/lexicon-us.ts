/**
 * English ingredient terms for the US big 9, with their false friends.
 * Source: docs/spec/regulations-us.md §8.4 (lexicon, ◐ S15 FARE/KFA lists; tree-nut scope ✅ S15)
 * and §8.5 (false friends, ✅ S15 / botany). Terms marked "amb." there are ambiguities here.
 * Refined-oil exemptions: FD&C Act §201(qq)(2)(A) (◐): only an explicit "highly refined" clears them.
 *
 * @module
 */
import { amb, key, type LexiconRow, rows, species } from './lexicon-row';

const M = key('milk');
const E = key('egg');
const F = key('fish');
const W = key('wheat');
const P = key('peanuts');
const S = key('soy');
const SES = key('sesame');

const MAY_WHEAT = amb('wheat', 'wheat (declare it only if the source is wheat)');
const MAY_NUTS = amb('tree_nuts', 'tree nuts (name the nut)');

/** Milk, §8.4 Milk. */
const MILK = rows('regulations-us.md §8.4 Milk', [
  [
    'milk, whole milk, skim milk, skimmed milk, nonfat milk, lowfat milk, low fat milk, reduced fat milk, fluid milk, evaporated milk, condensed milk, sweetened condensed milk, dry milk, nonfat dry milk, milk powder, powdered milk, milk solids, dry milk solids, nonfat milk solids, milkfat, milk fat, anhydrous milkfat, cow milk, dairy, malted milk',
    M,
  ],
  ['butter, butterfat, butter oil, butter solids, cultured butter, ghee, buttermilk, clarified butter', M],
  [
    'cream, heavy cream, whipping cream, whipped cream, light cream, double cream, single cream, sour cream, sour cream solids, crème fraîche, half-and-half, clotted cream',
    M,
  ],
  [
    'cheese, cheddar, mozzarella, parmesan, parmigiano reggiano, romano, pecorino, ricotta, cottage cheese, cream cheese, feta, paneer, quark, mascarpone, gouda, brie, camembert, swiss cheese, provolone, queso fresco, cheese powder, cheese sauce, halloumi, gruyère, emmental',
    M,
  ],
  [
    'whey, sweet whey, acid whey, whey powder, whey protein, whey protein concentrate, whey protein isolate, whey protein hydrolysate, delactosed whey, demineralized whey, reduced-lactose whey',
    M,
  ],
  [
    'casein, rennet casein, acid casein, caseinate, sodium caseinate, calcium caseinate, potassium caseinate, magnesium caseinate, ammonium caseinate, casein hydrolysate, hydrolyzed casein',
    M,
  ],
  [
    'milk protein, milk protein concentrate, milk protein isolate, milk protein hydrolysate, lactalbumin, lactalbumin phosphate, lactoglobulin, lactoferrin, lactose, lactulose',
    M,
  ],
  [
    'yogurt, yoghurt, kefir, skyr, labneh, curd, custard, ice cream, gelato, frozen yogurt, dulce de leche, khoa, khoya, chhena, malai, recaldent, milk chocolate, white chocolate',
    M,
  ],
  ['cheesecake, buttercream, milkshake, icecream', M],
  ['goat milk, goat cheese, chèvre', species('Goat Milk')],
  ['sheep milk', species('Sheep Milk')],
  ['buffalo milk, buffalo mozzarella', species('Buffalo Milk')],
  ['simplesse', M, amb('egg', 'egg (Simplesse is made from milk and/or egg protein)')],
  ['lemon curd', M, E],
  ['pudding', amb('milk', 'milk (pudding)')],
  ['caramel candy, butterscotch', amb('milk', 'milk (butter)')],
  ['tagatose', amb('milk', 'milk (tagatose may be milk-derived)')],
  ['nougat', amb(['milk', 'egg', 'tree_nuts'], 'milk, egg or tree nuts (nougat)')],
  ['vegan cheese, non-dairy, nondairy, non-dairy creamer', amb('milk', 'milk (casein or caseinate)')],
  ['lactose-free, dairy-free, milk-free'],
]);

/** Egg, §8.4 Egg. */
const EGG = rows('regulations-us.md §8.4 Egg', [
  [
    'egg, whole egg, egg white, egg yolk, dried egg, dried egg white, powdered egg, egg powder, egg white powder, egg solids, liquid egg, egg wash',
    E,
  ],
  [
    'albumin, albumen, ovalbumin, ovomucoid, ovomucin, ovoglobulin, ovotransferrin, conalbumin, ovovitellin, vitellin, livetin, lysozyme, egg lecithin',
    E,
  ],
  [
    'mayonnaise, mayo, aioli, hollandaise, béarnaise, meringue, meringue powder, eggnog, royal icing, quiche, frittata',
    E,
  ],
  ['egg noodle, egg pasta', E, MAY_WHEAT],
  ['duck egg', species('Duck Egg')],
  ['quail egg', species('Quail Egg')],
  ['goose egg', species('Goose Egg')],
  ['egg substitute, egg replacer', amb('egg', 'egg (many egg substitutes contain egg white)')],
  ['globulin', amb('egg', 'egg (globulin)')],
  ['egg-free, lacto-ovo'],
]);

/** Fish, §8.4 Fish (the species is the declaration). */
const FISH = rows('regulations-us.md §8.4 Fish', [
  ['anchovy, anchovy paste, worcestershire sauce, worcestershire', species('Anchovy')],
  ['bass', species('Bass')],
  ['sea bass', species('Sea Bass')],
  ['catfish', species('Catfish')],
  ['cod, cod liver oil, salt cod', species('Cod')],
  ['flounder', species('Flounder')],
  ['grouper', species('Grouper')],
  ['haddock', species('Haddock')],
  ['hake', species('Hake')],
  ['halibut', species('Halibut')],
  ['herring, kipper', species('Herring')],
  ['mackerel', species('Mackerel')],
  ['mahi-mahi, mahimahi', species('Mahi-Mahi')],
  ['perch', species('Perch')],
  ['pike', species('Pike')],
  ['pollock, pollack, alaska pollock', species('Pollock')],
  ['salmon, lox, gravlax, smoked salmon, ikura, salmon roe', species('Salmon')],
  ['sardine, pilchard', species('Sardine')],
  ['snapper', species('Snapper')],
  ['sole, dover sole', species('Sole')],
  ['swordfish', species('Swordfish')],
  ['tilapia', species('Tilapia')],
  ['trout', species('Trout')],
  ['tuna', species('Tuna')],
  ['whitefish', species('Whitefish')],
  ['carp', species('Carp')],
  ['eel, unagi', species('Eel')],
  ['orange roughy', species('Orange Roughy')],
  ['swai', species('Swai')],
  ['basa', species('Basa')],
  ['pangasius', species('Pangasius')],
  ['smelt', species('Smelt')],
  ['sprat', species('Sprat')],
  ['turbot', species('Turbot')],
  ['monkfish', species('Monkfish')],
  ['barramundi', species('Barramundi')],
  ['branzino', species('Branzino')],
  ['cobia', species('Cobia')],
  ['bonito, bonito flakes, katsuobushi, dashi', species('Bonito')],
  ['whiting', species('Whiting')],
  ['caviar', species('Sturgeon')],
  ['tobiko', species('Flying Fish')],
  ['masago', species('Capelin')],
  [
    'fish, fish sauce, nam pla, nuoc mam, garum, fish oil, fish stock, fish paste, roe, bottarga, surimi, imitation crab, crab stick, fish ball',
    F,
  ],
  ['fish gelatin, fish gelatine, isinglass', key('fish', 'gbD4')],
  ['refined fish oil, highly refined fish oil'],
  [
    'caesar dressing',
    amb(['fish', 'egg', 'milk'], 'fish, egg or milk (Caesar dressing: anchovy, egg, cheese)'),
  ],
  ['tapenade', amb('fish', 'fish (anchovy)')],
  ['fish mint, houttuynia, fish-shaped cracker, goldfish cracker'],
]);

/** Crustacean shellfish, §8.4 (the species is the declaration). */
const CRUSTACEANS = rows('regulations-us.md §8.4 Crustacean shellfish', [
  ['shrimp, shrimp paste, belacan, dried shrimp, shrimp powder', species('Shrimp')],
  ['prawn, prawn cracker', species('Prawn')],
  ['crab, crab meat, crabmeat, crab paste', species('Crab')],
  ['lobster, lobster bisque', species('Lobster')],
  ['crawfish, crayfish, crawdad', species('Crawfish')],
  ['langoustine, scampi', species('Langoustine')],
  ['krill, krill oil', species('Krill')],
  ['barnacle', species('Barnacle')],
  [
    'shellfish',
    amb(['crustacean_shellfish', 'molluscs'], 'crustacean shellfish or molluscs (name the species)'),
  ],
  [
    'seafood, seafood seasoning',
    amb(
      ['fish', 'crustacean_shellfish', 'molluscs'],
      'fish, crustacean shellfish or molluscs (name the species)',
    ),
  ],
  ['crab apple, lobster mushroom, jellyfish, sea cucumber'],
]);

/** Tree nuts, §8.2 + §8.4 (only the 12 nuts of FDA Ed. 5). */
const TREE_NUTS = rows('regulations-us.md §8.2, §8.4 Tree nuts', [
  [
    'almond, almond flour, almond meal, almond paste, almond butter, almond milk, marzipan, frangipane, amaretti, turrón',
    species('Almonds'),
  ],
  ['almond extract', amb('tree_nuts', 'tree nuts (almond extract may come from apricot kernels)')],
  ['brazil nut', species('Brazil Nuts')],
  ['cashew, cashew butter, cashew milk', species('Cashews')],
  ['hazelnut, filbert, hazelnut spread, gianduja, hazelnut oil, hazelnut milk', species('Hazelnuts')],
  ['macadamia, macadamia nut, bush nut, macadamia milk', species('Macadamia Nuts')],
  ['pecan', species('Pecans')],
  ['pine nut, pignoli, pignolia, piñon, pinyon', species('Pine Nuts')],
  ['pistachio', species('Pistachios')],
  ['walnut, english walnut, persian walnut, walnut oil, walnut milk', species('Walnuts')],
  ['black walnut', species('Black Walnuts')],
  ['california walnut', species('Walnuts')],
  ['heartnut, japanese walnut', species('Heartnuts')],
  ['nut, nut butter, nut paste, nut meal, nut oil, nut milk, praline', MAY_NUTS],
  ['mixed nuts', amb(['tree_nuts', 'peanuts'], 'tree nuts or peanuts (name the nuts)')],
  ['baklava', amb('tree_nuts', 'tree nuts (walnut or pistachio)')],
  ['pesto', amb('tree_nuts', 'tree nuts (pine nut, cashew or walnut)')],
  [
    'coconut, coconut milk, coconut cream, coconut oil, coconut flour, coconut sugar, coconut water, cream of coconut, coconut aminos',
  ],
  [
    'chestnut, water chestnut, butternut, butternut squash, shea, shea butter, shea nut, kola nut, cola nut, ginkgo, ginkgo nut, hickory nut, beech nut, beechnut, pili nut, palm nut, chinquapin, lychee, lychee nut, lichee nut, litchi, tiger nut, chufa, nutmeg, mace, pink peppercorn, doughnut, donut, corn nut, nut-free',
  ],
]);

/** Wheat, §8.4 Wheat (all Triticum species). */
const WHEAT = rows('regulations-us.md §8.4 Wheat', [
  [
    'wheat, whole wheat, wheat flour, whole wheat flour, whole grain wheat, enriched flour, enriched wheat flour, all-purpose flour, bread flour, cake flour, pastry flour, self-rising flour, self-raising flour, graham flour, white flour, plain flour, flour, unbleached flour, bleached flour, strong flour',
    W,
  ],
  [
    'durum, durum wheat, semolina, farina, spelt, kamut, khorasan, khorasan wheat, einkorn, emmer, farro, freekeh, bulgur, bulgar, couscous, cracked wheat, wheat berry',
    W,
  ],
  [
    'wheat gluten, vital wheat gluten, vital gluten, seitan, hydrolyzed wheat protein, wheat protein, wheat protein isolate, wheat germ, wheat bran, wheat malt',
    W,
  ],
  ['wheat starch, modified wheat starch', key('wheat', 'gbD4')],
  [
    'wheat maltodextrin, wheat glucose syrup, wheat dextrose, wheat-based glucose syrup, wheat-based maltodextrin, wheat-based dextrose',
    key('wheat', 'annexII'),
  ],
  [
    'bread crumb, breadcrumb, panko, cracker meal, matzo, matzah, matzo meal, orzo, udon, fu, atta, maida, sooji, suji, tabbouleh, cream of wheat',
    W,
  ],
  ['triticale', species('Triticale')],
  ['wheatgrass', amb('wheat', 'wheat (wheatgrass)')],
  [
    'modified food starch, food starch',
    amb('wheat', 'wheat (declare it only if the starch is from wheat)', 'gbD4'),
  ],
  ['maltodextrin, glucose syrup', amb('wheat', 'wheat (declare it only if the source is wheat)', 'annexII')],
  ['dextrin', amb('wheat', 'wheat (declare it only if the source is wheat)', 'gbD4')],
  [
    'hydrolyzed vegetable protein, hydrolysed vegetable protein, hvp',
    amb(['wheat', 'soy'], 'wheat or soy (protein source)'),
  ],
  ['gluten', key('gluten'), amb('wheat', 'wheat (gluten is usually wheat gluten: name the cereal)')],
  ['soba', amb('wheat', 'wheat (soba usually also contains wheat flour)')],
  ['seasoned flour', W],
  // Engine additions (not in §8.4): bakery and pasta staples are usually wheat, so ask.
  [
    'pasta, spaghetti, macaroni, noodle, lasagna, lasagne, fettuccine, linguine, penne, ravioli, tortellini, bread, bun, bagel, croissant, pita, naan, tortilla, cracker, graham cracker, cookie, biscuit, cake, muffin, pastry, pie crust, puff pastry, phyllo, filo, pizza dough, pizza crust, dumpling wrapper, wonton wrapper, breadstick, crouton, pretzel, wafer',
    amb('wheat', 'wheat (usually made with wheat flour)'),
  ],
  [
    'rice noodle, rice pasta, rice vermicelli, glass noodle, cellophane noodle, shirataki, kelp noodle, zucchini noodle, corn tortilla, rice cracker, rice cake, rice paper, gluten-free pasta, gluten-free bread, gluten-free noodle, gluten-free cracker, gluten-free cookie, sweet potato, sweet potato noodle',
  ],
  // Flours and starches that are not wheat: listed so that "flour" alone does not fire.
  [
    'buckwheat, buckwheat flour, rice flour, corn flour, cornflour, maize flour, potato flour, tapioca flour, cassava flour, chickpea flour, gram flour, besan, quinoa flour, sorghum flour, millet flour, teff flour, amaranth flour, banana flour, arrowroot flour, cricket flour, pea flour, lentil flour, bean flour, fava bean flour, hemp flour, flax flour, flaxseed flour, sunflower seed flour, pumpkin seed flour, tiger nut flour, acorn flour, carob flour, mesquite flour, plantain flour, yam flour, water chestnut flour, konjac flour, jowar flour, bajra flour, ragi flour, rice starch, corn starch, cornstarch, potato starch, tapioca starch, corn gluten, dextrose, gluten-free, gluten-free flour, wheat-free, wheat-free flour',
  ],
]);

/** Peanuts, §8.4 Peanuts. */
const PEANUTS = rows('regulations-us.md §8.4 Peanuts', [
  [
    'peanut, peanut butter, peanut flour, peanut protein, hydrolyzed peanut protein, peanut paste, peanut oil, peanut sauce, peanut milk, groundnut, ground nut, groundnut oil, goober, goober pea, monkey nut, beer nut, mandelona, arachis, arachis oil, cold-pressed peanut oil',
    P,
  ],
  ['refined peanut oil, highly refined peanut oil, peanut oil highly refined'],
  ['satay, satay sauce', amb('peanuts', 'peanuts (satay sauce)')],
  ['peanut-free'],
]);

/** Soy, §8.4 Soy. */
const SOY = rows('regulations-us.md §8.4 Soy', [
  [
    'soy, soya, soybean, soya bean, soy bean, soy flour, soy grits, soy protein, soy protein isolate, soy protein concentrate, textured soy protein, hydrolyzed soy protein, soy milk, soya milk, soy yogurt, soy nut, soynut, soy nut butter, soynut butter',
    S,
  ],
  ['tamari, miso, natto, tempeh, tofu, bean curd, yuba, okara, edamame, kinako, doenjang', S],
  ['soy sauce, soya sauce, shoyu, gochujang, teriyaki sauce, hoisin sauce, ponzu', S, MAY_WHEAT],
  ['soy cheese', S, amb('milk', 'milk (soy cheese may contain casein)')],
  ['soy peptide', key('soy', 'gbD4')],
  // EU Annex II 6(b)-(d) and GB 7718-2025 D.4 exempt these soy derivatives; FDA has no such exemption.
  ['soy tocopherol, soy phytosterol, soy sterol, soy stanol ester', key('soy', 'annexII')],
  ['soy lecithin, soya lecithin, lecithin soy, soybean lecithin', key('soy', 'gbD4')],
  ['textured vegetable protein, tvp, soybean oil, soya oil, cold-pressed soybean oil', S],
  ['vegetable protein', amb('soy', 'soy (vegetable protein source)')],
  ['lecithin', amb(['soy', 'egg'], 'soy or egg (lecithin source)', 'gbD4')],
  [
    'refined soybean oil, highly refined soybean oil, fully refined soybean oil, soybean oil highly refined, soybean oil fully refined, tocopherol, mixed tocopherols, plant sterol, phytosterol, stanol ester, sunflower lecithin, canola lecithin, rapeseed lecithin, soy-free',
  ],
]);

/** Sesame, §8.4 Sesame. */
const SESAME = rows('regulations-us.md §8.4 Sesame', [
  [
    'sesame, sesame seed, sesame flour, sesame paste, sesame oil, toasted sesame oil, sesame butter, sesame milk, tahini, tahina, tahin, benne, benne seed, benniseed, gingelly, gingelly oil, til, simsim, sesamol, gomasio',
    SES,
  ],
  [
    "halvah, halva, hummus, houmous, baba ghanoush, baba ganoush, furikake, za'atar, zaatar, dukkah",
    amb('sesame', 'sesame (confirm from the sub-ingredients)'),
  ],
  ['sesame-free'],
]);

/** Other §8.5 false friends that name no allergen at all. */
const OTHER_FALSE_FRIENDS = rows('regulations-us.md §8.5', [
  [
    'cocoa butter, cacao butter, apple butter, mango butter, butter bean, buttercup squash, butterhead lettuce, butter lettuce, cream of tartar, calcium lactate, sodium lactate, lactic acid, lactate, sodium stearoyl lactylate, lactitol, rice milk, hemp milk, pea milk, flax milk, quinoa milk, milk thistle, cocoa, cacao, caramel color, caramel colour, eggplant, egg plant, eggfruit, sunflower butter, sunflower seed butter, seed butter, romano bean, swiss chard, ginger ale, root beer, ginger beer, cream soda',
  ],
  ['egg cream', M],
  ['coconut yogurt, coconut yoghurt, coconut ice cream, coconut butter, coconut cheese'],
  ['almond yogurt, almond cheese', species('Almonds')],
  ['cashew yogurt, cashew cheese', species('Cashews')],
  ['oat yogurt', species('Oats')],
  ['oat milk', species('Oats')],
]);

/** All US rows. */
export const LEXICON_US: readonly LexiconRow[] = [
  ...MILK,
  ...EGG,
  ...FISH,
  ...CRUSTACEANS,
  ...TREE_NUTS,
  ...WHEAT,
  ...PEANUTS,
  ...SOY,
  ...SESAME,
  ...OTHER_FALSE_FRIENDS,
];
