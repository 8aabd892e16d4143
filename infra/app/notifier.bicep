// The notifier: at least one replica (the queues drain only while one runs), up to three. Extra replicas add e-mail
// throughput and availability, not Telegram throughput (the bot's rate is shared through the store), so the scale
// rule watches the e-mail backlog only.
param name string
param location string
param tags object
param environmentId string
param identityId string
param registryServer string
param keyVaultUri string
param applicationInsightsName string
param mongodbDatabase string
param featuresOff string
param emailFrom string
param emailPerSecond string
param vapidPublicKey string
param vapidSubject string
param supportEmail string
param version string
param maxReplicas int

@description('The image azd deployed last (SERVICE_NOTIFIER_IMAGE_NAME); empty before the first deploy.')
param deployedImage string

@description('Whether the app exists already (SERVICE_NOTIFIER_RESOURCE_EXISTS, set by azd).')
param exists bool

var healthPort = 8080
// The notifier knows only its own channels; the API's FEATURES_OFF may also name pix, crypto or realtime.
var channelsOff = join(filter(map(split(featuresOff, ','), feature => trim(feature)), feature => contains(['telegram', 'email', 'push'], feature)), ',')

resource insights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: applicationInsightsName
}

var secrets = [
  { name: 'mongodb-uri', keyVaultUrl: '${keyVaultUri}secrets/mongodb-uri', identity: identityId }
  { name: 'telegram-bot-token', keyVaultUrl: '${keyVaultUri}secrets/telegram-bot-token', identity: identityId }
  { name: 'smtp-url', keyVaultUrl: '${keyVaultUri}secrets/smtp-url', identity: identityId }
  { name: 'vapid-private-key', keyVaultUrl: '${keyVaultUri}secrets/vapid-private-key', identity: identityId }
]

var env = [
  { name: 'MONGODB_URI', secretRef: 'mongodb-uri' }
  { name: 'MONGODB_DB', value: mongodbDatabase }
  { name: 'FEATURES_OFF', value: channelsOff }
  { name: 'TELEGRAM_BOT_TOKEN', secretRef: 'telegram-bot-token' }
  { name: 'SMTP_URL', secretRef: 'smtp-url' }
  { name: 'EMAIL_FROM', value: emailFrom }
  { name: 'EMAIL_PER_SECOND', value: emailPerSecond }
  { name: 'VAPID_PUBLIC_KEY', value: vapidPublicKey }
  { name: 'VAPID_PRIVATE_KEY', secretRef: 'vapid-private-key' }
  { name: 'VAPID_SUBJECT', value: vapidSubject }
  { name: 'SUPPORT_EMAIL', value: supportEmail }
  { name: 'NOTIFIER_HEALTH_PORT', value: string(healthPort) }
  { name: 'AGULHADAS_VERSION', value: version }
  { name: 'APPLICATIONINSIGHTS_CONNECTION_STRING', value: insights.properties.ConnectionString }
]

// KEDA's MongoDB scaler: one more replica per 500 e-mails waiting, read with the notifier's own connection string.
var scaleRules = [
  {
    name: 'email-backlog'
    custom: {
      type: 'mongodb'
      metadata: {
        dbName: mongodbDatabase
        collection: 'outbox_emails'
        query: '{"status":"pending"}'
        queryValue: '500'
      }
      auth: [{ secretRef: 'mongodb-uri', triggerParameter: 'connectionString' }]
    }
  }
]

module app '../modules/container-app.bicep' = {
  name: 'notifier-app'
  params: {
    name: name
    location: location
    tags: union(tags, { 'azd-service-name': 'notifier' })
    environmentId: environmentId
    identityId: identityId
    registryServer: registryServer
    deployedImage: deployedImage
    exists: exists
    healthPort: healthPort
    minReplicas: 1
    maxReplicas: maxReplicas
    cpu: '0.5'
    memory: '1Gi'
    env: env
    secrets: secrets
    scaleRules: scaleRules
  }
}

output name string = app.outputs.name
output healthUrl string = 'https://${app.outputs.fqdn}/health'
