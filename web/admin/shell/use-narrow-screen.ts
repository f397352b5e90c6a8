import { useMediaQuery, type Theme } from '@mui/material';

/** A phone or a small tablet: the lists show one line per record instead of a table that runs off the screen. */
export function useNarrowScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
}
