import {useEffect, useState} from 'react';

export type ImageStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** Loads `src` off-screen so the avatar shows the image only once it has really arrived. */
export function useImageStatus(src: string | undefined): ImageStatus {
  const [state, setState] = useState<{src?: string; status: ImageStatus}>({status: 'idle'});
  useEffect(() => {
    if (!src) return;
    let active = true;
    const image = new window.Image();
    const settle = (status: ImageStatus) => () => {
      if (active) setState({src, status});
    };
    image.onload = settle('loaded');
    image.onerror = settle('error');
    image.src = src;
    return () => {
      active = false;
    };
  }, [src]);
  if (!src) return 'idle';
  return state.src === src ? state.status : 'loading';
}
