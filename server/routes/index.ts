// Every API plugin, registered under /api/v1/admin (each in its own encapsulated scope).
// Append new areas here.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { authRoutes } from './auth';
import { dashboardRoutes } from './dashboard';
import { profileRoutes } from './profile';
import { roleRoutes } from './roles';
import { settingRoutes } from './settings';
import { uploadRoutes } from './uploads';

export const apiRoutes: Array<(app: FastifyInstance, deps: AppDeps) => Promise<void>> = [
  authRoutes,
  profileRoutes,
  dashboardRoutes,
  roleRoutes,
  settingRoutes,
  uploadRoutes,
];
