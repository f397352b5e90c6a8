import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ENDPOINTS as E } from '../../../contract/admin-endpoints';
import { serve } from '../../http/endpoint-route';
import { staffOf } from '../../http/principal-hook';
import type { Services } from '../../services';

/** The back office's content calls: pages, front-page slides, current topics and popup notices. */
export const contentAdminRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { pages, sliders, currentTopics, popups } = services.content.admin;
  const item = <T>(value: T) => ({ status: 1 as const, item: value });
  const list = <T>(value: { items: T[]; total: number }) => ({ status: 1 as const, ...value });

  serve(app, E.adminPages, async () => list(await pages.list()));
  serve(app, E.adminPage, async (request) => item(await pages.detail(request.params.id)));
  serve(app, E.adminPageCreate, async (request) => item(await pages.create(staffOf(request), request.body)));
  serve(app, E.adminPageUpdate, async (request) => item(await pages.update(staffOf(request), request.params.id, request.body)));

  serve(app, E.adminSliders, async () => list(await sliders.list()));
  serve(app, E.adminSlider, async (request) => item(await sliders.detail(request.params.id)));
  serve(app, E.adminSliderCreate, async (request) => item(await sliders.create(staffOf(request), request.body)));
  serve(app, E.adminSliderUpdate, async (request) => item(await sliders.update(staffOf(request), request.params.id, request.body)));

  serve(app, E.adminCurrentTopics, async () => list(await currentTopics.list()));
  serve(app, E.adminCurrentTopic, async (request) => item(await currentTopics.detail(request.params.id)));
  serve(app, E.adminCurrentTopicCreate, async (request) => item(await currentTopics.create(staffOf(request), request.body)));
  serve(app, E.adminCurrentTopicUpdate, async (request) => item(await currentTopics.update(staffOf(request), request.params.id, request.body)));

  serve(app, E.adminPopups, async () => list(await popups.list()));
  serve(app, E.adminPopup, async (request) => item(await popups.detail(request.params.id)));
  serve(app, E.adminPopupCreate, async (request) => item(await popups.create(staffOf(request), request.body)));
  serve(app, E.adminPopupUpdate, async (request) => item(await popups.update(staffOf(request), request.params.id, request.body)));
};
