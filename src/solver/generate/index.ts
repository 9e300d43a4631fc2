/** Levels made from a seed, of a difficulty band (docs/levels.md, "Generated levels"). */
export { type GeneratedLevel, GenerateError, generateLevel } from './generateLevel';
export { type GenerateOptions, MAX_SIZE, MECHANICS, type Mechanic, MIN_SIZE } from './options';
export { type OwnKindRoles, ownKindRoles } from './ownKindRoles';
export { seededRandom, seedOf } from './seededRandom';
