/**
 * The JSON text of a response derived from a read-cache answer, kept beside that answer while it lives
 * (`isCachedAnswer`: the same deep-frozen object for every read until a write retires it), so a repeated
 * read writes the text it wrote before instead of building and serialising the body again. Any other
 * value (PostgreSQL reads through; a read a write overtook) is rendered each time.
 *
 * Coherence is the read cache's: a write makes the next read return a new object, hence a new text; a
 * failed write leaves the object, hence the text. Memory: the cache counts the text in its cap.
 *
 * @module
 */
import { isCachedAnswer } from '@nutrilabel/store';

/**
 * A renderer that keeps its texts per cached answer (one `WeakMap` per renderer, so two routes that
 * render the same answer differently never share a text).
 *
 * @example const recipeBody = answerText((saved: SavedRecipe) => JSON.stringify({ code: 0, data: … }));
 */
export function answerText<T extends object>(render: (value: T) => string): (value: T) => string {
  const texts = new WeakMap<T, string>();
  return (value) => {
    if (!isCachedAnswer(value)) return render(value);
    let text = texts.get(value);
    if (text === undefined) {
      text = render(value);
      texts.set(value, text);
    }
    return text;
  };
}
