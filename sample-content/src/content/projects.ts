// The six sample projects of SPEC §9, in their order on the site: the three stages of Konak Göksu, then
// Güneş Evleri, Kundu Villaları and 1207 Antalya.
import { GOKSU_PROJECTS } from './projects-goksu.js';
import { OTHER_PROJECTS } from './projects-other.js';
import type { SeedProject } from './types.js';

export const SAMPLE_PROJECTS: SeedProject[] = [...GOKSU_PROJECTS, ...OTHER_PROJECTS];
