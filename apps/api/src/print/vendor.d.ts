/** The parts of untyped print dependencies this app uses. */
declare module 'fontkit' {
  /** Parses a font file (TrueType, OpenType, WOFF). */
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}

declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    width?: number;
    height?: number;
    assumePt?: boolean;
    fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
  }
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: SvgToPdfOptions,
  ): void;
}
