import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import type { AdminProduct } from '../../../contract/catalog-admin';
import type { ProductPhoto } from '../../../contract/product-photos';
import { adminCall, adminUpload } from '../admin-call';
import { errorMessage } from '../orders/error-message';
import { FileDrop } from './file-drop';

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/** The back office's thumbnail: the sized 320 or 160 WebP, never the original. */
const thumbnailOf = (photo: ProductPhoto) => (photo.widths.find((w) => w.w >= 320) ?? photo.widths[0])?.webp ?? photo.url;

function PhotoCard({ photo, index, count, onMove, onDelete }: {
  photo: ProductPhoto; index: number; count: number; onMove: (from: number, to: number) => void; onDelete: (photo: ProductPhoto) => void;
}) {
  return (
    <Card variant="outlined" sx={{ width: 180 }}>
      <img src={thumbnailOf(photo)} alt={photo.alt || `${index + 1}. fénykép`} width={180} height={135} style={{ objectFit: 'contain', display: 'block' }} />
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <IconButton size="small" aria-label="Előrébb" disabled={index === 0} onClick={() => onMove(index, index - 1)}><ArrowBackIcon /></IconButton>
        <Typography variant="caption">{`${index + 1}. · ${photo.width}×${photo.height}`}</Typography>
        <IconButton size="small" aria-label="Hátrébb" disabled={index === count - 1} onClick={() => onMove(index, index + 1)}><ArrowForwardIcon /></IconButton>
        <IconButton size="small" aria-label="Törlés" color="error" onClick={() => onDelete(photo)}><DeleteIcon /></IconButton>
      </CardActions>
    </Card>
  );
}

/** Uploaded photos: JPEG, PNG or WebP, dragged or picked; the first is the product's picture everywhere. */
export function PhotosTab({ product }: { product: AdminProduct }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = ['admin', 'product-photos', product.id];
  const { data: photos = [] } = useQuery({ queryKey: key, queryFn: async () => (await adminCall('adminProductPhotos', { params: { id: product.id } })).items });
  const [deleting, setDeleting] = useState<ProductPhoto | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: key });
    }
  }
  const upload = (files: File[]) => run(async () => {
    for (const file of files) {
      const form = new FormData();
      form.append('file', file);
      await adminUpload('adminProductPhotoAdd', product.id, form);
    }
  }, files.length === 1 ? 'A fénykép feltöltve.' : `${files.length} fénykép feltöltve.`);
  const move = (from: number, to: number) => {
    const ids = photos.map((p) => p.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    void run(() => adminCall('adminProductPhotoReorder', { params: { id: product.id }, body: { photoIds: ids } }), 'A sorrend mentve.');
  };
  const remove = (photo: ProductPhoto) => {
    setDeleting(null);
    void run(() => adminCall('adminProductPhotoDelete', { params: { id: product.id, photoId: photo.id } }), 'A fénykép törölve.');
  };

  return (
    <Box sx={{ p: 2 }}>
      <FileDrop accept={PHOTO_TYPES} multiple busy={busy} label="Fénykép feltöltése" hint="JPEG, PNG vagy WebP, legfeljebb 15 MB" onFiles={(files) => void upload(files)} />
      {photos.length === 0 && <Typography sx={{ mt: 2 }}>Ennek a terméknek még nincs feltöltött fényképe.</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }} role="list" aria-label="Fényképek">
        {photos.map((photo, index) => (
          <Box role="listitem" key={photo.id}>
            <PhotoCard photo={photo} index={index} count={photos.length} onMove={move} onDelete={setDeleting} />
          </Box>
        ))}
      </Box>
      {product.images.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {`Importált képcímek (a feltöltött fényképek után jelennek meg): ${product.images.length} db`}
        </Typography>
      )}
      <Confirm
        isOpen={deleting !== null} title="Fénykép törlése" content="Biztosan törli ezt a fényképet a termékről?"
        confirm="Törlés" cancel="Mégse" onConfirm={() => deleting && remove(deleting)} onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
