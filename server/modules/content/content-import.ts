import {
  CurrentTopicRecord, PageRecord, PopupRecord, ShopSettingsRecord, SliderRecord,
} from '../../../contract/content-import';
import type { ImportRejection, ImportResult } from '../../../contract/import-result';
import type { Db } from '../../db/client';
import { partitionRecords, recordCheck } from '../../shared/record-check';
import { sanitizeHtml } from '../../shared/sanitize-html';
import {
  replaceCurrentTopics, replaceSliders, upsertPageLevel, upsertPopups, upsertSettings,
} from './content-import.repo';

export interface ContentImport {
  settings?: ShopSettingsRecord;
  pages?: PageRecord[];
  sliders?: SliderRecord[];
  currentTopics?: CurrentTopicRecord[];
  popups?: PopupRecord[];
}

const settingsCheck = recordCheck(ShopSettingsRecord);
const pageCheck = recordCheck(PageRecord);
const sliderCheck = recordCheck(SliderRecord);
const topicCheck = recordCheck(CurrentTopicRecord);
const popupCheck = recordCheck(PopupRecord);

/** Parents before children; pages whose parent is not in the import are rejected. */
function pageLevels(pages: readonly PageRecord[], rejected: ImportRejection[]): PageRecord[][] {
  const levels: PageRecord[][] = [];
  let known = new Set<string>();
  let rest = [...pages];
  while (rest.length > 0) {
    const level = rest.filter((r) => r.parentAlias === null || known.has(r.parentAlias));
    if (level.length === 0) break;
    levels.push(level);
    known = new Set([...known, ...level.map((r) => r.alias)]);
    rest = rest.filter((r) => !level.includes(r));
  }
  for (const r of rest) rejected.push({ record: `page ${r.alias}`, index: pages.indexOf(r), reason: `unknown parent ${r.parentAlias}` });
  return levels;
}

/**
 * The content an import carries (shop settings, pages, front page, popups), in one transaction.
 * HTML is sanitized on the way in. Kept as the import writes it today; staff edits are other use cases.
 */
export function createContentImport(db: Db, onChanged: () => void = () => {}) {
  return {
    async importContent(input: ContentImport): Promise<ImportResult> {
      const rejected: ImportRejection[] = [];
      const named = (kind: string) => (r: { alias?: unknown; title?: unknown }, i: number) =>
        `${kind} ${typeof r?.alias === 'string' ? r.alias : typeof r?.title === 'string' ? r.title : `#${i}`}`;
      const take = <T>(records: readonly T[] | undefined, kind: string, problem: (r: T) => string | null) => {
        const part = partitionRecords(records ?? [], named(kind) as (r: T, i: number) => string, problem);
        rejected.push(...part.rejected);
        return part.valid;
      };
      const settingsProblem = input.settings ? settingsCheck.problem(input.settings) : null;
      if (settingsProblem) rejected.push({ record: 'settings', index: 0, reason: settingsProblem });
      const pages = take(input.pages, 'page', pageCheck.problem).map((p) => ({ ...p, content: sanitizeHtml(p.content) }));
      const sliders = take(input.sliders, 'slider', sliderCheck.problem);
      const topics = take(input.currentTopics, 'current topic', topicCheck.problem);
      const popups = take(input.popups, 'popup', popupCheck.problem).map((p) => ({ ...p, content: sanitizeHtml(p.content) }));
      const levels = pageLevels(pages, rejected);
      await db.transaction(async (tx) => {
        if (input.settings && !settingsProblem) await upsertSettings(tx, input.settings);
        for (const level of levels) await upsertPageLevel(tx, level);
        if (input.sliders) await replaceSliders(tx, sliders);
        if (input.currentTopics) await replaceCurrentTopics(tx, topics);
        await upsertPopups(tx, popups);
      });
      onChanged();
      const written = (input.settings && !settingsProblem ? 1 : 0) + levels.flat().length + sliders.length + topics.length + popups.length;
      return { written, rejected };
    },
  };
}
