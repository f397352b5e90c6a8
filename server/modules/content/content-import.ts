import {
  CurrentTopicRecord, PageRecord, PopupRecord, ShopSettingsRecord, SliderRecord,
} from '../../../contract/content-import';
import type { ImportRejection, ImportResult } from '../../../contract/import-result';
import type { Db } from '../../db/client';
import { partitionRecords, recordCheck } from '../../shared/record-check';
import { createFrontPageWrites } from './front-page-writes';
import { savePagesByAlias } from './page-writes';
import { createPopupWrites } from './popup-writes';
import { saveShopSettings } from './shop-settings-writes';

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
 * The content an import carries (shop settings, pages, front page, popups), in one transaction,
 * through the same writes as a staff edit (HTML sanitized, alias and parent rules). Records that
 * fail their schema are rejected one by one; a record that breaks a write rule stops the import.
 */
export function createContentImport(db: Db, onChanged: () => void = () => {}) {
  const frontPage = createFrontPageWrites(db);
  const popupWrites = createPopupWrites(db);
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
      const pages = take(input.pages, 'page', pageCheck.problem);
      const sliders = take(input.sliders, 'slider', sliderCheck.problem);
      const topics = take(input.currentTopics, 'current topic', topicCheck.problem);
      const popups = take(input.popups, 'popup', popupCheck.problem);
      const levels = pageLevels(pages, rejected);
      await db.transaction(async (tx) => {
        if (input.settings && !settingsProblem) await saveShopSettings(tx, input.settings);
        await savePagesByAlias(tx, levels.flat());
        if (input.sliders) await frontPage.sliders.replaceAll(tx, sliders);
        if (input.currentTopics) await frontPage.currentTopics.replaceAll(tx, topics);
        await popupWrites.saveAllByAlias(tx, popups);
      });
      onChanged();
      const written = (input.settings && !settingsProblem ? 1 : 0) + levels.flat().length + sliders.length + topics.length + popups.length;
      return { written, rejected };
    },
  };
}
