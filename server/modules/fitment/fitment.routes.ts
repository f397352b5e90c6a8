import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints';
import { serve } from '../../http/endpoint-route';
import type { Services } from '../../services';

/**
 * The six 'Motorom' selector calls of spec section 7 (lists are plain arrays, as the spec describes
 * them), and the landing page of a motorcycle model.
 */
export const fitmentRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { fitment } = services;
  serve(app, ENDPOINTS.manufacturers, () => fitment.manufacturers());
  serve(app, ENDPOINTS.constructions, (request) => fitment.constructions(request.params.m));
  serve(app, ENDPOINTS.capacities, (request) => fitment.capacities(request.params.m, request.params.c));
  serve(app, ENDPOINTS.types, (request) => fitment.types(request.params.m, request.params.c, request.params.cap));
  serve(app, ENDPOINTS.typesByInput, (request) => fitment.typesByInput(request.params.text));
  serve(app, ENDPOINTS.bikeDetails, (request) => fitment.details(request.params.type));
  serve(app, ENDPOINTS.bikeModel, (request) => fitment.modelPage(request.params.slug));
};
