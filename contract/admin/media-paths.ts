import type { EndpointPath } from '../endpoint-paths';

/** A product's photos in the back office: list, upload (multipart), reorder, delete. */
export const MEDIA_ENDPOINT_PATHS = {
  adminProductPhotos: { method: 'GET', path: '/api/admin/products/:id/photos', staff: 'staff' },
  adminProductPhotoAdd: { method: 'POST', path: '/api/admin/products/:id/photos', staff: 'staff' },
  adminProductPhotoReorder: { method: 'POST', path: '/api/admin/products/:id/photos/reorder', staff: 'staff' },
  adminProductPhotoDelete: { method: 'POST', path: '/api/admin/products/:id/photos/:photoId/delete', staff: 'staff' },
} as const satisfies Record<string, EndpointPath>;
