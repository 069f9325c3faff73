import { ImageGeneration } from '@lancer/features/lab/image-generation/image-generation';

/** /image-generation: images from a prompt, my gallery. */
export default function ImageGenerationRoute() {
  return <ImageGeneration />;
}
