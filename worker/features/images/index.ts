// The images feature's public face: all that other features may import from it (npm run lint checks).
export { checkImage } from './image-check';
export { imageResizingOn } from './image-resizing';
export { deleteImageIfUnused, imageUrl, storeImage } from './images';
