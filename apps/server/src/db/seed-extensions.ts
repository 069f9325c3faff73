import { seedHire } from './hire-seed';
import { seedInsightHistory } from './insight-seed';
import { seedMarketplace } from './marketplace-seed';
import { seedProducts } from './product-seed';
import type { SeedExtension } from './seed';

/** Demo data of the marketplace areas, in order (each area appends its own). */
export const seedExtensions: SeedExtension[] = [seedMarketplace, seedHire];

seedExtensions.push(seedInsightHistory);
seedExtensions.push(seedProducts);
