import {createIsland} from '@site/src/islands/Island';

// The preview panes' code (most of the library) loads once the page has painted: the server sends
// each pane as an empty, themed box, so the inputs are in the first paint and usable at hydration.
const load = () => import(/* webpackChunkName: "theme-preview" */ './PreviewPane');

export const LazyKeyPreview = createIsland<object>(
  () => load().then((module) => module.KeyPreview),
  {placeholderStyle: {minBlockSize: '40rem'}},
);

export const LazyGalleryPreview = createIsland<object>(
  () => load().then((module) => module.GalleryPreview),
  {placeholderStyle: {minBlockSize: '60rem'}},
);
