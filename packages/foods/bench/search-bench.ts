/**
 * Search benchmark: load + index time, search latency p50/p99 over a few hundred varied queries
 * (plain words, plurals, typos, multi-word, prefixes), and resident memory.
 * Run: `npx tsx packages/foods/bench/search-bench.ts`.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { loadFoodDatabase } from '../src/index';

const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
const db = loadFoodDatabase();
const loadMs = performance.now() - t0;

const relevance = JSON.parse(
  readFileSync(new URL('../test/relevance-queries.json', import.meta.url), 'utf8'),
) as {
  queries: { q: string }[];
};
const extra = [
  'chicken thigh',
  'pork chop',
  'salmon fillet',
  'tuna canned',
  'sweet potato',
  'red onion',
  'green beans',
  'frozen peas',
  'corn tortilla',
  'flour tortilla',
  'white bread',
  'whole wheat bread',
  'rice vinegar',
  'apple cider vinegar',
  'balsamic',
  'dijon mustard',
  'hot sauce',
  'fish sauce',
  'hoisin',
  'miso paste',
  'oat milk',
  'almond milk',
  'soy milk',
  'coconut cream',
  'condensed milk',
  'evaporated milk',
  'half and half',
  'whipping cream',
  'cottage cheese',
  'ricotta',
  'feta',
  'goat cheese',
  'blue cheese',
  'swiss cheese',
  'pecans',
  'cashews',
  'pistachios',
  'hazelnuts',
  'pine nuts',
  'sunflower seeds',
  'pumpkin seeds',
  'chia',
  'flaxseed',
  'raisins',
  'dried cranberries',
  'dates',
  'prunes',
  'apricots',
  'mango',
  'pineapple',
  'grapes',
  'lime juice',
  'orange juice',
  'orange zest',
  'lemon zest',
  'thyme',
  'rosemary',
  'oregano',
  'bay leaves',
  'cayenne pepper',
  'chili powder',
  'curry powder',
  'turmeric',
  'cardamom',
  'cloves',
  'allspice',
  'chicken stock',
  'beef broth',
  'tomato paste',
  'diced tomatoes',
  'tomato sauce',
  'marinara',
  'pesto',
  'salsa',
  'pickles',
  'capers',
  'anchovies',
  'sardines',
  'cod',
  'tilapia',
  'crab',
  'lobster',
  'scallops',
  'mussels',
  'clams',
  'squid',
  'lamb',
  'ground turkey',
  'ground pork',
  'sausage',
  'pepperoni',
  'salami',
  'ham',
  'prosciutto',
  'hot dog',
  'brocolli',
  'cauliflwr',
  'zuchini',
  'tomatoe',
  'avacado',
  'banan',
  'strawbery',
  'cinamon',
  'parsly',
  'garlick',
  'mozarela',
  'yoghurt',
  'margarin',
  'shortning',
  'cornmeal',
  'polenta',
  'semolina',
  'couscous',
  'bulgur',
  'barley',
  'wild rice',
  'jasmine rice',
  'basmati rice',
  'arborio',
  'egg noodles',
  'lasagna',
  'macaroni',
  'penne',
  'ramen',
  'chocolate',
  'dark chocolate',
  'white chocolate',
  'cocoa',
  'nutella',
  'jam',
  'maple',
  'agave',
  'corn syrup',
  'br',
  'bro',
  'broc',
  'choc',
  'chick',
  'straw',
  'mil',
  'butt',
  'chee',
  'cre',
  'gar',
  'on',
  'pot',
  'sug',
  'kidney beans',
  'pinto beans',
  'navy beans',
  'split peas',
  'edamame',
  'tempeh',
  'hummus',
  'tahini paste',
  'organic low sodium chicken broth',
  'extra virgin olive oil cold pressed',
  'unsalted sweet cream butter',
  'boneless skinless chicken breast',
  'large brown eggs',
  'all purpose unbleached white flour',
];
const queries = [...relevance.queries.map((e) => e.q), ...extra];

// Warm up once, then time every query 5 times.
for (const q of queries) db.search(q);
const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const q of queries) {
    const s = performance.now();
    db.search(q);
    times.push(performance.now() - s);
  }
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

console.log(`foods: ${db.size.golden} golden + ${db.size.usda} usda`);
console.log(`load + index: ${loadMs.toFixed(0)} ms`);
console.log(
  `search (${queries.length} distinct queries × 5 = ${times.length}): p50 ${pct(50).toFixed(3)} ms, p99 ${pct(99).toFixed(3)} ms, max ${times[times.length - 1]!.toFixed(3)} ms`,
);
// Memory kept with the database loaded: after full collections a second apart when `--expose-gc` is
// on (pnpm bench passes it), so that garbage left by loading and searching does not count. Without
// them the figure depends on when V8 happens to collect (180–330 MB in successive runs).
const gc = (globalThis as { gc?: () => void }).gc;
if (gc) {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  gc();
}
console.log(
  `RSS: ${mb(process.memoryUsage().rss)} (before load ${mb(rssBefore)}), heap used ${mb(process.memoryUsage().heapUsed)}${gc ? ' (after full GCs)' : ''}`,
);
