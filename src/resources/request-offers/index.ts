import HandshakeIcon from '@mui/icons-material/Handshake';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'request-offers',
  subject: 'RequestOffer',
  icon: HandshakeIcon,
});
