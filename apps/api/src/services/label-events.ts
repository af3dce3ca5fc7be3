/**
 * The `label.generated` event of a label answered 200 (api.md §9).
 *
 * @module
 */
import type { EventSink } from '../deps';

/**
 * Records `label.generated` durably before answering (one insert, only for accounts with webhooks),
 * so a crash after the response loses no event; delivery happens later and never delays the response.
 * A failure to record fails the request (503 or 500): a label answered 200 always has its event.
 */
export async function emitGenerated(
  events: EventSink | undefined,
  accountId: string,
  data: object,
): Promise<void> {
  // No catch: `app.onError` logs the failure with the request id and answers 503 or 500.
  await events?.emit(accountId, 'label.generated', data);
}
