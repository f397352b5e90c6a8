import type { EndpointPath } from '../endpoint-paths';

/** The back office's content calls: pages, front-page slides and current topics, popup notices. */
export const CATALOGUE_CONTENT_ENDPOINT_PATHS = {
  adminPages: { method: 'GET', path: '/api/admin/pages', staff: 'staff' },
  adminPage: { method: 'GET', path: '/api/admin/pages/:id', staff: 'staff' },
  adminPageCreate: { method: 'POST', path: '/api/admin/pages', staff: 'staff' },
  adminPageUpdate: { method: 'POST', path: '/api/admin/pages/:id', staff: 'staff' },
  adminSliders: { method: 'GET', path: '/api/admin/sliders', staff: 'staff' },
  adminSlider: { method: 'GET', path: '/api/admin/sliders/:id', staff: 'staff' },
  adminSliderCreate: { method: 'POST', path: '/api/admin/sliders', staff: 'staff' },
  adminSliderUpdate: { method: 'POST', path: '/api/admin/sliders/:id', staff: 'staff' },
  adminCurrentTopics: { method: 'GET', path: '/api/admin/current-topics', staff: 'staff' },
  adminCurrentTopic: { method: 'GET', path: '/api/admin/current-topics/:id', staff: 'staff' },
  adminCurrentTopicCreate: { method: 'POST', path: '/api/admin/current-topics', staff: 'staff' },
  adminCurrentTopicUpdate: { method: 'POST', path: '/api/admin/current-topics/:id', staff: 'staff' },
  adminPopups: { method: 'GET', path: '/api/admin/popups', staff: 'staff' },
  adminPopup: { method: 'GET', path: '/api/admin/popups/:id', staff: 'staff' },
  adminPopupCreate: { method: 'POST', path: '/api/admin/popups', staff: 'staff' },
  adminPopupUpdate: { method: 'POST', path: '/api/admin/popups/:id', staff: 'staff' },
} as const satisfies Record<string, EndpointPath>;
