import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ENDPOINTS as E } from '../../../contract/admin-endpoints';
import { serve } from '../../http/endpoint-route';
import { staffOf } from '../../http/principal-hook';
import type { Services } from '../../services';

/** The back office's withdrawals (elállások); their access is in the endpoint table. */
export const withdrawalAdminRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { withdrawals } = services.order;
  const item = <T>(value: T) => ({ status: 1 as const, item: value });

  serve(app, E.adminWithdrawalList, async (request) => ({ status: 1 as const, ...(await withdrawals.list(staffOf(request), request.query)) }));
  serve(app, E.adminWithdrawal, async (request) => item(await withdrawals.read(staffOf(request), request.params.id)));
  serve(app, E.adminWithdrawalRefund, async (request) => item(await withdrawals.refund(staffOf(request), request.params.id, request.body)));
  serve(app, E.adminWithdrawalClose, async (request) => item(await withdrawals.close(staffOf(request), request.params.id, request.body)));
};
