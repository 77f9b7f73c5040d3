import { closeTemplate } from '../support/freshDatabase';

// Jest reads `testTimeout` only from the root config, not from a project, so the server
// project's 30 s in jest.config.js never applied: a first template database (migrate, seed,
// argon2) or a PostgreSQL CREATE DATABASE can take longer than 5 s on a busy machine.
jest.setTimeout(30_000);

afterAll(closeTemplate);
