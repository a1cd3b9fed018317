import type { Role } from '@bingo/contracts';

/** The demo logins printed on the first start of the embedded database and listed in the README. */
export type DemoUser = {
  key: string;
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** The key of the parent user (agents: their super agent; cashiers: their shop's agent). */
  parent?: string;
  /** Cashiers: the key of their shop. */
  shop?: string;
};

export type DemoShop = {
  key: string;
  name: string;
  country: string;
  city: string;
  woreda: string;
  location: string;
  agent: string;
};

export const DEMO_USERS: DemoUser[] = [
  {
    key: 'admin',
    role: 'Admin',
    email: 'admin@bingo.et',
    password: 'admin123',
    firstName: 'Hana',
    lastName: 'Tesfaye',
    phoneNumber: '+251911000001',
  },
  {
    key: 'sa1',
    role: 'SuperAgent',
    email: 'superagent1@bingo.et',
    password: 'super123',
    firstName: 'Dawit',
    lastName: 'Alemu',
    phoneNumber: '+251911000002',
  },
  {
    key: 'sa2',
    role: 'SuperAgent',
    email: 'superagent2@bingo.et',
    password: 'super123',
    firstName: 'Meron',
    lastName: 'Haile',
    phoneNumber: '+251911000003',
  },
  {
    key: 'agent1',
    role: 'Agent',
    email: 'agent1@bingo.et',
    password: 'agent123',
    firstName: 'Yonas',
    lastName: 'Girma',
    phoneNumber: '+251911000004',
    parent: 'sa1',
  },
  {
    key: 'agent2',
    role: 'Agent',
    email: 'agent2@bingo.et',
    password: 'agent123',
    firstName: 'Selam',
    lastName: 'Bekele',
    phoneNumber: '+251911000005',
    parent: 'sa1',
  },
  {
    key: 'agent3',
    role: 'Agent',
    email: 'agent3@bingo.et',
    password: 'agent123',
    firstName: 'Tewodros',
    lastName: 'Assefa',
    phoneNumber: '+251911000006',
    parent: 'sa2',
  },
  {
    key: 'cashier1',
    role: 'Cashier',
    email: 'cashier1@bingo.et',
    password: 'cashier123',
    firstName: 'Liya',
    lastName: 'Mekonnen',
    phoneNumber: '+251911000007',
    parent: 'agent1',
    shop: 'piazza',
  },
  {
    key: 'cashier2',
    role: 'Cashier',
    email: 'cashier2@bingo.et',
    password: 'cashier123',
    firstName: 'Abel',
    lastName: 'Tadesse',
    phoneNumber: '+251911000008',
    parent: 'agent1',
    shop: 'bole',
  },
  {
    key: 'cashier3',
    role: 'Cashier',
    email: 'cashier3@bingo.et',
    password: 'cashier123',
    firstName: 'Kidist',
    lastName: 'Worku',
    phoneNumber: '+251911000009',
    parent: 'agent2',
    shop: 'adama',
  },
  {
    key: 'cashier4',
    role: 'Cashier',
    email: 'cashier4@bingo.et',
    password: 'cashier123',
    firstName: 'Samuel',
    lastName: 'Negash',
    phoneNumber: '+251911000010',
    parent: 'agent3',
    shop: 'hawassa',
  },
];

export const DEMO_SHOPS: DemoShop[] = [
  {
    key: 'piazza',
    name: 'Piazza Bingo',
    country: 'Ethiopia',
    city: 'Addis Ababa',
    woreda: 'Arada Woreda 1',
    location: 'Near Taitu Hotel',
    agent: 'agent1',
  },
  {
    key: 'bole',
    name: 'Bole Bingo House',
    country: 'Ethiopia',
    city: 'Addis Ababa',
    woreda: 'Bole Woreda 3',
    location: 'Bole Medhanialem',
    agent: 'agent1',
  },
  {
    key: 'adama',
    name: 'Adama Lucky Bingo',
    country: 'Ethiopia',
    city: 'Adama',
    woreda: 'Bole Woreda 2',
    location: 'Franko area',
    agent: 'agent2',
  },
  {
    key: 'hawassa',
    name: 'Hawassa Lakeside Bingo',
    country: 'Ethiopia',
    city: 'Hawassa',
    woreda: 'Tabor Woreda 4',
    location: 'Piassa, near the lake',
    agent: 'agent3',
  },
];
