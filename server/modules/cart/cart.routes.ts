import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints';
import { serve } from '../../http/endpoint-route';
import type { Services } from '../../services';

/** The cart calls of spec section 7; each answers `{status: 1, cart}` or the error body with a 4xx. */
export const cartRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { cart } = services;
  serve(app, ENDPOINTS.addToCart, (request) => cart.addToCart(request.body, request.principal));
  serve(app, ENDPOINTS.removeFromCart, (request) => cart.removeFromCart(request.body, request.principal));
  serve(app, ENDPOINTS.incCart, (request) => cart.incCart(request.body, request.principal));
  serve(app, ENDPOINTS.decCart, (request) => cart.decCart(request.body, request.principal));
  serve(app, ENDPOINTS.getCart, (request) => cart.getCart(request.body, request.principal));
  serve(app, ENDPOINTS.modifyCart, (request) => cart.modifyCart(request.body, request.principal));
  serve(app, ENDPOINTS.finishCart, (request) => cart.finishCart(request.body));
};
