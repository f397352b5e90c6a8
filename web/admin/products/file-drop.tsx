import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

interface Props {
  accept: string;
  multiple?: boolean;
  busy: boolean;
  label: string;
  hint: string;
  onFiles: (files: File[]) => void;
}

/**
 * A drop zone with a picker button (the keyboard's way in). The `accept` list only helps the picker;
 * the server checks every file by its content.
 */
export function FileDrop({ accept, multiple = false, busy, label, hint, onFiles }: Props) {
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <Box
      onDragOver={(e) => { e.preventDefault(); setOver(true); }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => { e.preventDefault(); setOver(false); take(e.dataTransfer.files); }}
      sx={{ border: 2, borderStyle: 'dashed', borderColor: over ? 'primary.main' : 'divider', borderRadius: 2, p: 3, textAlign: 'center' }}
    >
      <Button component="label" variant="contained" startIcon={<UploadIcon />} disabled={busy}>
        {label}
        <input hidden type="file" accept={accept} multiple={multiple} onChange={(e) => { take(e.target.files); e.target.value = ''; }} />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{`${hint} – vagy húzza ide a fájlt.`}</Typography>
    </Box>
  );
}
