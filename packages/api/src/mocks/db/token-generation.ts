/** The mocks' sign-in count: each token pair carries the count it was issued at, as the server's carry their time. */
let generation = 0;

export const nextGeneration = () => (generation += 1);

/** The count a new token would carry: tokens below it were issued before now (SESSION-REVOKED). */
export const nextTokenGeneration = () => generation + 1;
