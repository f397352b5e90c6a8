import type { FastifyPluginAsync } from 'fastify';
import {
  AddToCartRequest, AddToCartResponse, CartLineRequest, CartRequest, CartResponse, ModifyCartRequest,
} from '../../../contract/cart';
import type { Services } from '../../services';

const lineCall = { schema: { body: CartLineRequest, response: { 200: CartResponse } } };
const cartCall = { schema: { body: CartRequest, response: { 200: CartResponse } } };

/** The cart calls of spec section 7; each answers `{status: 1, cart}` or the error body with a 4xx. */
export const cartRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { cart } = services;

  app.post<{ Body: AddToCartRequest }>(
    '/api/addToCart',
    { schema: { body: AddToCartRequest, response: { 200: AddToCartResponse } } },
    (request) => cart.addToCart(request.body, request.principal),
  );
  app.post<{ Body: CartLineRequest }>('/api/removeFromCart', lineCall, (request) =>
    cart.removeFromCart(request.body, request.principal));
  app.post<{ Body: CartLineRequest }>('/api/incCart', lineCall, (request) =>
    cart.incCart(request.body, request.principal));
  app.post<{ Body: CartLineRequest }>('/api/decCart', lineCall, (request) =>
    cart.decCart(request.body, request.principal));
  app.post<{ Body: CartRequest }>(
    '/api/getCart',
    cartCall,
    (request) => cart.getCart(request.body, request.principal),
  );
  app.post<{ Body: ModifyCartRequest }>(
    '/api/modifyCart',
    { schema: { body: ModifyCartRequest, response: { 200: CartResponse } } },
    (request) => cart.modifyCart(request.body, request.principal),
  );
  app.post<{ Body: CartRequest }>('/api/finishCart', cartCall, (request) => cart.finishCart(request.body));
};
