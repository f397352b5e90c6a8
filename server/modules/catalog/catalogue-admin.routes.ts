import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ENDPOINTS as E } from '../../../contract/admin-endpoints';
import { serve } from '../../http/endpoint-route';
import { staffOf } from '../../http/principal-hook';
import type { Services } from '../../services';

/** A fitment list of a few hundred thousand lines; the app's default body limit is for forms. */
const FITMENT_LIST_BYTES = 4.5 * 1024 * 1024;

/** The back office's category tree, brand and fitment calls. */
export const catalogueAdminRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { categoryAdmin, brandAdmin } = services.catalog;
  const fitment = services.fitment.admin;
  const item = <T>(value: T) => ({ status: 1 as const, item: value });
  const list = <T>(value: { items: T[]; total: number }) => ({ status: 1 as const, ...value });

  serve(app, E.adminCategories, async () => list(await categoryAdmin.list()));
  serve(app, E.adminCategory, async (request) => item(await categoryAdmin.detail(request.params.id)));
  serve(app, E.adminCategoryUpdate, async (request) => item(await categoryAdmin.update(staffOf(request), request.params.id, request.body)));
  serve(app, E.adminCategoryReorder, async (request) => item(await categoryAdmin.reorder(staffOf(request), request.params.id, request.body)));

  serve(app, E.adminBrands, async (request) => list(await brandAdmin.list(request.query)));
  serve(app, E.adminBrandCreate, async (request) => item(await brandAdmin.create(staffOf(request), request.body)));
  serve(app, E.adminBrand, async (request) => item(await brandAdmin.detail(request.params.id)));
  serve(app, E.adminBrandUpdate, async (request) => item(await brandAdmin.update(staffOf(request), request.params.id, request.body)));

  serve(app, E.adminBikeManufacturers, async () => list(await fitment.manufacturers()));
  serve(app, E.adminBikeTypes, async (request) => list(await fitment.types(request.query)));
  serve(app, E.adminFitment, async (request) => item(await fitment.detail(request.params.id)));
  serve(app, E.adminFitmentLink, async (request) => item(await fitment.link(staffOf(request), request.params.id, request.body)));
  serve(app, E.adminFitmentUnlink, async (request) => item(await fitment.unlink(staffOf(request), request.params.id, request.body)));
  serve(app, E.adminFitmentUniversal, async (request) => item(await fitment.universal(staffOf(request), request.params.id)));
  serve(app, E.adminFitmentImport, async (request) => fitment.importList(staffOf(request), request.body.csv, request.body.apply),
    { bodyLimit: FITMENT_LIST_BYTES });
};
