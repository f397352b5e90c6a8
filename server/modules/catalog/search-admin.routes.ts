import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ENDPOINTS as E } from '../../../contract/admin-endpoints';
import { serve } from '../../http/endpoint-route';
import { staffOf } from '../../http/principal-hook';
import type { Services } from '../../services';

/** The back office's search synonyms and searches that found nothing. */
export const searchAdminRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { searchAdmin } = services.catalog;
  serve(app, E.adminSearchSynonyms, async (request) => ({ status: 1 as const, ...(await searchAdmin.synonyms(staffOf(request), request.query)) }));
  serve(app, E.adminSearchSynonymAdd, async (request) => ({ status: 1 as const, item: await searchAdmin.addSynonym(staffOf(request), request.body) }));
  serve(app, E.adminSearchSynonymDelete, async (request) =>
    ({ status: 1 as const, item: await searchAdmin.deleteSynonym(staffOf(request), request.params.id) }));
  serve(app, E.adminSearchZeroResults, async (request) => ({ status: 1 as const, ...(await searchAdmin.zeroResults(staffOf(request), request.query)) }));
};
