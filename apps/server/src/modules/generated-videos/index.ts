/** The videos rendered for a user from a template. */
export { generatedVideosRoutes } from './generated-videos.routes';
export { GeneratedVideosService } from './generated-videos.service';
