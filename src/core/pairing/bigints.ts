// bigint constants: the project targets ES2019, which has BigInt but no bigint literals.
export const ZERO = BigInt(0);
export const ONE = BigInt(1);
export const TWO = BigInt(2);
export const THREE = BigInt(3);
