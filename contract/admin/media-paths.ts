import type { EndpointPath } from '../endpoint-paths';

/** A product's photos in the back office (list, upload as multipart, reorder, delete) and its PDF downloads. */
export const MEDIA_ENDPOINT_PATHS = {
  adminProductPhotos: { method: 'GET', path: '/api/admin/products/:id/photos', staff: 'staff' },
  adminProductPhotoAdd: { method: 'POST', path: '/api/admin/products/:id/photos', staff: 'staff' },
  adminProductPhotoReorder: { method: 'POST', path: '/api/admin/products/:id/photos/reorder', staff: 'staff' },
  adminProductPhotoDelete: { method: 'POST', path: '/api/admin/products/:id/photos/:photoId/delete', staff: 'staff' },
  adminProductDownloadAdd: { method: 'POST', path: '/api/admin/products/:id/downloads', staff: 'staff' },
  adminProductDownloadDelete: { method: 'POST', path: '/api/admin/products/:id/downloads/delete', staff: 'staff' },
} as const satisfies Record<string, EndpointPath>;
