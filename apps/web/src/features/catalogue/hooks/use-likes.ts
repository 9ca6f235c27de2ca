import { useContext } from 'react';
import { LikesContext } from '../likes-context';
import type { LikesState } from '../likes-context';

export function useLikes(): LikesState {
  return useContext(LikesContext);
}
