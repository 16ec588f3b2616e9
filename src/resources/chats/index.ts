import ChatIcon from '@mui/icons-material/Chat';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'chats',
  subject: 'Chat',
  icon: ChatIcon,
});
