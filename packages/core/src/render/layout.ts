/**
 * The layout model shared by the SVG and HTML renderers: a label as a column of blocks
 * (text lines with cells, rules, wrapped paragraphs). Each regulation builds one
 * (`Regulation.layout`, regulations/<format>/layout.ts); the renderers only draw it, so both outputs show the same thing.
 *
 * @module
 */
import type { FrontOfPack, RegulationId } from '../label/types';
import type { NutrientKey } from '../nutrients/catalog';

/** A run of text with one style. */
export interface Span {
  readonly text: string;
  readonly bold?: boolean;
  readonly italic?: boolean;
  /** Font size in px where it differs from its block's (the Calories figure inside a linear display). */
  readonly size?: number;
}

/** One cell of a line, placed between two fractions (0..1) of the inner width. */
export interface Cell {
  readonly spans: readonly Span[];
  readonly from: number;
  readonly to: number;
  readonly align: 'start' | 'middle' | 'end';
  /** Extra left indent in px (nutrient sub-rows). */
  readonly indent?: number;
  /** Font size in px when smaller than the line's (a heading beside a large value). */
  readonly size?: number;
}

/** A single text line made of cells (a nutrient row, a heading row). */
export interface LineBlock {
  readonly kind: 'line';
  readonly cells: readonly Cell[];
  /** Font size in px. */
  readonly size: number;
  /** The nutrient(s) of a nutrient row (energy kJ and kcal may share one), for tests and embedders. */
  readonly nutrients?: readonly NutrientKey[];
  /** Draws vertical rules between cells (boxed tables). */
  readonly grid?: boolean;
}

/** A horizontal rule across the inner width. */
export interface RuleBlock {
  readonly kind: 'rule';
  /** Thickness in px. */
  readonly weight: number;
  /** Space above and below in px (default 1; 0 inside boxed tables so cell borders meet). */
  readonly margin?: number;
}

/** A paragraph wrapped to the inner width. */
export interface TextBlock {
  readonly kind: 'text';
  readonly spans: readonly Span[];
  readonly size: number;
  readonly align?: 'start' | 'middle';
}

/** One stack of blocks of a {@link ColumnsBlock}, between two fractions (0..1) of the inner width. */
export interface Column {
  readonly from: number;
  readonly to: number;
  readonly blocks: readonly Block[];
}

/** Stacks of blocks side by side (the FDA tabular display: the heading beside the nutrient table). */
export interface ColumnsBlock {
  readonly kind: 'columns';
  readonly columns: readonly Column[];
  /** Space between neighbouring columns in px. */
  readonly gap: number;
  /** Thickness of the vertical rule drawn in each gap in px (absent: none). */
  readonly divider?: number;
}

/** A vertical rule down a {@link RuledBlock}, centred on a fraction (0..1) of the inner width. */
export interface VerticalRule {
  readonly at: number;
  /** Thickness in px. */
  readonly weight: number;
}

/**
 * Blocks drawn one under another, with vertical rules from the top of the first to the bottom of the
 * last (the lines between the columns of an FDA panel of two columns).
 */
export interface RuledBlock {
  readonly kind: 'ruled';
  readonly blocks: readonly Block[];
  readonly rules: readonly VerticalRule[];
}

/** One element of a label layout. */
export type Block = LineBlock | RuleBlock | TextBlock | ColumnsBlock | RuledBlock;

/** A whole label: framed blocks, then blocks printed below the frame (ingredients, allergens). */
export interface LabelLayout {
  readonly regulation: RegulationId;
  readonly title: string;
  /** BCP 47 language of the text. */
  readonly lang: string;
  /** Inner width in px. */
  readonly width: number;
  /** Padding inside the frame in px. */
  readonly padding: number;
  /** Frame thickness in px. */
  readonly frame: number;
  readonly fontFamily: string;
  readonly blocks: readonly Block[];
  readonly after: readonly Block[];
  /** A front-of-pack symbol drawn beside the panel, at its top (Canada's "High in", B.01.350). */
  readonly aside?: FrontOfPack;
}

/** Shorthand for a one-span list. */
export const span = (text: string, style: Omit<Span, 'text'> = {}): Span => ({ text, ...style });

/** Line height as a multiple of the font size. */
export const LINE_HEIGHT = 1.25;
/** Vertical padding of a line block in px. */
export const LINE_PADDING = 1.5;
