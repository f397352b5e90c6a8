import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { Alias } from '../../../contract/common';
import { FrontPageSliders, LEGAL_DOCUMENTS, LegalDocument, PageResponse, ParentPages, Popup } from '../../../contract/content';
import type { Services } from '../../services';
import type { LegalDocumentName } from './legal-texts';

const AliasParams = Type.Object({ alias: Alias });
const LegalParams = Type.Object({ document: Type.Union(LEGAL_DOCUMENTS.map((d) => Type.Literal(d))) });

export const contentRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { content } = services;
  app.get('/api/getParentPages', { schema: { response: { 200: ParentPages } } }, () => content.parentPages());
  app.get('/api/slidersToFrontPage', { schema: { response: { 200: FrontPageSliders } } }, () => content.frontPage());
  app.get<{ Params: { alias: string } }>(
    '/api/getPages/:alias',
    { schema: { params: AliasParams, response: { 200: PageResponse } } },
    async (request) => ({ status: 1 as const, page: await content.page(request.params.alias) }),
  );
  // The spec sends the bearer token here; notices are the same for everyone, so it is not needed.
  app.get('/api/getPopup', { schema: { response: { 200: Popup } } }, () => content.popup());
  app.get<{ Params: { document: LegalDocumentName } }>(
    '/api/legal/:document',
    { schema: { params: LegalParams, response: { 200: LegalDocument } } },
    (request) => content.legalText(request.params.document),
  );
};
