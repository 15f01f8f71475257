import {createIsland} from '@site/src/islands/Island';

/** Every component, in each pane: loaded as it nears the viewport, once the builder is live. */
export const LazyGalleryPreview = createIsland<object>(
  () =>
    import(/* webpackChunkName: "theme-gallery" */ './GalleryPreview').then(
      (module) => module.GalleryPreview,
    ),
  {placeholderStyle: {minBlockSize: '60rem'}},
);
