import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { BikeDetails } from '../../../contract/fitment';
import { serve } from '../../http/endpoint-route';
import type { Services } from '../../services';

/**
 * The six 'Motorom' selector calls of spec section 7 (lists are plain arrays, as the spec describes
 * them), the landing page of a motorcycle model, and a logged-in rider's garage.
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
  const garage = (bikes: Promise<BikeDetails[]>) => bikes.then((list) => ({ status: 1 as const, bikes: list }));
  serve(app, ENDPOINTS.garage, (request) => garage(fitment.garage(request.principal)));
  serve(app, ENDPOINTS.garageAdd, (request) => garage(fitment.addToGarage(request.principal, request.body.type)));
  serve(app, ENDPOINTS.garageRemove, (request) => garage(fitment.removeFromGarage(request.principal, request.body.type)));
};
