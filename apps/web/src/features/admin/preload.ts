// The route loaders of this area import it from here.
export { preload } from '@/lib/preload';
