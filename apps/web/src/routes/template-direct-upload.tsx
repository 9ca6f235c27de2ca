import { VideoEditorScreen } from './template-server-render';

/** The video editor: the quick editor's screen with trim, placement and sound. */
export default function TemplateDirectUploadScreen() {
  return <VideoEditorScreen mode="direct-upload" />;
}
