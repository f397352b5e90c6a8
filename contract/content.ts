import { Type, type Static } from 'typebox';

export const PageLink = Type.Object({ alias: Type.String(), title: Type.String() });
export type PageLink = Static<typeof PageLink>;

/** A content page as GET /api/getPages/{alias} returns it. */
export const Page = Type.Object({
  alias: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'sanitized HTML' }),
  children: Type.Array(PageLink),
});
export type Page = Static<typeof Page>;

/** GET /api/getParentPages: the top-level content pages, for the footer. */
export const ParentPages = Type.Array(PageLink);
export type ParentPages = Static<typeof ParentPages>;

/** Opening hours as shop settings hold them: one entry per weekday, Monday first. */
export const OpeningHours = Type.Array(
  Type.Object({ day: Type.String(), hours: Type.Union([Type.String(), Type.Null()]) }),
);
export type OpeningHours = Static<typeof OpeningHours>;
