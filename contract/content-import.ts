import type { Static } from 'typebox';
import { CurrentTopicInput, PageInput, PopupInput, ShopSettingsInput, SliderInput } from './content-admin';

/**
 * The content records an import takes (the demo data writes the shop's pages and front page with
 * them): the inputs of the content module's write use cases, so an import and a staff edit obey
 * the same rules.
 */

export const SliderRecord = SliderInput;
export type SliderRecord = Static<typeof SliderRecord>;

export const CurrentTopicRecord = CurrentTopicInput;
export type CurrentTopicRecord = Static<typeof CurrentTopicRecord>;

export const PageRecord = PageInput;
export type PageRecord = Static<typeof PageRecord>;

export const PopupRecord = PopupInput;
export type PopupRecord = Static<typeof PopupRecord>;

export const ShopSettingsRecord = ShopSettingsInput;
export type ShopSettingsRecord = Static<typeof ShopSettingsRecord>;
