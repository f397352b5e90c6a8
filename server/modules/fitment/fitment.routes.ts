import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { BikeDetails, CapacityList, NamedList } from '../../../contract/fitment';
import type { Services } from '../../services';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Capacity = Type.Integer({ minimum: 1, maximum: 10_000 });

/** The six 'Motorom' selector calls of spec section 7; lists are plain arrays, as the spec describes them. */
export const fitmentRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { fitment } = services;
  app.get('/api/motorom/gyartok', { schema: { response: { 200: NamedList } } }, () => fitment.manufacturers());
  app.get<{ Params: { m: number } }>(
    '/api/motorom/felepitesek/:m',
    { schema: { params: Type.Object({ m: Id }), response: { 200: NamedList } } },
    (request) => fitment.constructions(request.params.m),
  );
  app.get<{ Params: { m: number; c: number } }>(
    '/api/motorom/hengerurtartalmak/:m/:c',
    { schema: { params: Type.Object({ m: Id, c: Id }), response: { 200: CapacityList } } },
    (request) => fitment.capacities(request.params.m, request.params.c),
  );
  app.get<{ Params: { m: number; c: number; cap: number } }>(
    '/api/motorom/tipusok/:m/:c/:cap',
    { schema: { params: Type.Object({ m: Id, c: Id, cap: Capacity }), response: { 200: NamedList } } },
    (request) => fitment.types(request.params.m, request.params.c, request.params.cap),
  );
  app.get<{ Params: { text: string } }>(
    '/api/motorom/tipusokByInput/:text',
    { schema: { params: Type.Object({ text: Type.String({ maxLength: 200 }) }), response: { 200: NamedList } } },
    (request) => fitment.typesByInput(request.params.text),
  );
  app.get<{ Params: { type: number } }>(
    '/api/motorom/adatok/:type',
    { schema: { params: Type.Object({ type: Id }), response: { 200: BikeDetails } } },
    (request) => fitment.details(request.params.type),
  );
};
