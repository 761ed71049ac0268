import * as migration_20261122_173944_initial from './20261122_173944_initial';

export const migrations = [
  {
    up: migration_20261122_173944_initial.up,
    down: migration_20261122_173944_initial.down,
    name: '20261122_173944_initial'
  },
];
