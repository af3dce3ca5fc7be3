/**
 * Which FDA displays draw a label of two columns (per serving beside per container or per RACC, as
 * packaged beside as prepared): 21 CFR 101.9(e) shows its dual-column formats in (e)(5), (e)(6)(i) (the
 * vertical display) and (e)(6)(ii) (the tabular display), the formats (d)(4) exempts from "Amount per
 * serving". None is a linear display ((j)(13)(ii)(A)(2)) or the simplified format of (f), so those two
 * stay one column. Verification marks in docs/spec/regulations-us.md §1.2.
 *
 * @module
 */
import type { ColumnedLayouts } from '../../regulation';

export const FDA_COLUMNED_LAYOUTS: ColumnedLayouts = {
  displays: {
    vertical: '21 CFR 101.9(e)(6)(i)',
    tabular: '21 CFR 101.9(e)(6)(ii)',
  },
  cite: '21 CFR 101.9(e)(5), (e)(6)(i), (e)(6)(ii)',
};
