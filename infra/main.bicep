// Everything Agulhadas runs on, in one resource group: `azd up` provisions it and deploys the four services
// (azure.yaml); `azd down --purge` removes it. Names derive from the environment name, so staging and production
// sit side by side in one subscription.
targetScope = 'subscription'

@minLength(1)
@maxLength(64)
@description('The azd environment name (production, staging, ...).')
param environmentName string

@minLength(1)
@description('Region of the resources: brazilsouth, where every service used here but Static Web Apps is offered.')
param location string

@description('Region of the Static Web App resource (its content is served from a global edge; only these regions host the resource).')
@allowed(['eastus2', 'centralus', 'westus2', 'westeurope', 'eastasia'])
param staticWebAppLocation string = 'eastus2'

@description('Region of the Functions app (Flex Consumption); the same as location unless the plan is not offered there.')
param functionsLocation string = location

@description('The deployed commit, reported by every /health.')
param version string = 'local'

@description('A custom domain already bound to the Static Web App (without https://); empty: the default host name.')
param customDomain string = ''

@description('Optional features switched off, as the API reads FEATURES_OFF (pix, crypto, telegram, realtime, email, push).')
param featuresOff string = ''

@description('The first back-office admins: identity-provider user ids, comma-separated (read only while the store lists none).')
param adminUserIds string = ''

@description('MongoDB database name.')
param mongodbDatabase string = 'agulhadas'

@secure()
@description('A MongoDB connection string (MongoDB Atlas); empty: an Azure DocumentDB cluster is created.')
param mongodbUri string = ''

@description('DocumentDB compute tier (M10, M20, M30, ...).')
param documentDbTier string = 'M10'

@description('DocumentDB storage per shard in GB.')
param documentDbStorageGb int = 32

@description('DocumentDB zone-redundant high availability (doubles the cluster cost).')
param documentDbHighAvailability bool = false

@secure()
param documentDbPassword string

@description('Web PubSub tier: Free_F1 (20 connections, no SLA) or Standard_S1 (1 000 connections per unit).')
param webPubSubSku string = 'Standard_S1'

param webPubSubUnits int = 1
param webPubSubHub string = 'realtime'
param functionsMaximumInstances int = 40
param notifierMaxReplicas int = 3

@description('Sources the robot reads, comma-separated (binance, brapi, twelvedata, demo).')
param robotSources string

param kindeClientId string
param stripePriceIds string
param pixKey string
param pixMerchantName string
param pixMerchantCity string
param cryptoGatewayUrl string = ''
param telegramBotUsername string
param emailFrom string
param emailPerSecond string = '10'
param vapidPublicKey string
param vapidSubject string
param supportEmail string

@secure()
param robotKey string
@secure()
param adminKey string
@secure()
param stripeSecretKey string
@secure()
param stripeWebhookSecret string
@secure()
param cryptoGatewayKey string = ''
@secure()
param telegramBotToken string
@secure()
param telegramWebhookSecret string
@secure()
param smtpUrl string
@secure()
param vapidPrivateKey string
@secure()
param brapiToken string = ''
@secure()
param twelvedataApiKey string = ''
@secure()
param kindeClientSecret string

@description('The images azd deployed last; empty before the first deploy.')
param robotImage string = ''
param notifierImage string = ''

@description('Whether the container apps exist already (azd looks them up by their azd-service-name tag).')
param robotExists bool = false
param notifierExists bool = false

var abbrs = loadJsonContent('abbreviations.json')
var token = toLower(uniqueString(subscription().id, environmentName, location))
var tags = { 'azd-env-name': environmentName }

resource group 'Microsoft.Resources/resourceGroups@2024-03-01' = {
  name: '${abbrs.resourceGroup}agulhadas-${environmentName}'
  location: location
  tags: tags
}

module monitoring 'modules/monitoring.bicep' = {
  name: 'monitoring'
  scope: group
  params: {
    logAnalyticsName: '${abbrs.logAnalytics}${token}'
    applicationInsightsName: '${abbrs.appInsights}${token}'
    location: location
    tags: tags
  }
}

module apiIdentity 'modules/identity.bicep' = {
  name: 'api-identity'
  scope: group
  params: { name: '${abbrs.managedIdentity}api-${token}', location: location, tags: tags }
}

module robotIdentity 'modules/identity.bicep' = {
  name: 'robot-identity'
  scope: group
  params: { name: '${abbrs.managedIdentity}robot-${token}', location: location, tags: tags }
}

module notifierIdentity 'modules/identity.bicep' = {
  name: 'notifier-identity'
  scope: group
  params: { name: '${abbrs.managedIdentity}notifier-${token}', location: location, tags: tags }
}

// Every secret the deployables read, by its Key Vault name. The database's and Web PubSub's connection strings are
// written by their own modules (from the created resources), or here when MongoDB Atlas is used.
var givenSecrets = {
  'robot-key': robotKey
  'admin-key': adminKey
  'stripe-secret-key': stripeSecretKey
  'stripe-webhook-secret': stripeWebhookSecret
  'crypto-gateway-key': cryptoGatewayKey
  'telegram-bot-token': telegramBotToken
  'telegram-webhook-secret': telegramWebhookSecret
  'smtp-url': smtpUrl
  'vapid-private-key': vapidPrivateKey
  'brapi-token': brapiToken
  'twelvedata-api-key': twelvedataApiKey
  'kinde-client-secret': kindeClientSecret
}

module keyVault 'modules/key-vault.bicep' = {
  name: 'key-vault'
  scope: group
  params: {
    name: '${abbrs.keyVault}${token}'
    location: location
    tags: tags
    readerPrincipalIds: [apiIdentity.outputs.principalId, robotIdentity.outputs.principalId, notifierIdentity.outputs.principalId]
    // The cluster's password is kept too, so the next provision reads it back instead of generating a new one.
    secrets: empty(mongodbUri) ? union(givenSecrets, { 'documentdb-password': documentDbPassword }) : union(givenSecrets, { 'mongodb-uri': mongodbUri })
  }
}

module documentDb 'modules/documentdb.bicep' = if (empty(mongodbUri)) {
  name: 'documentdb'
  scope: group
  params: {
    name: '${abbrs.documentDb}${token}'
    location: location
    tags: tags
    keyVaultName: keyVault.outputs.name
    tier: documentDbTier
    storageSizeGb: documentDbStorageGb
    highAvailability: documentDbHighAvailability
    administratorPassword: documentDbPassword
  }
}

module webPubSub 'modules/web-pubsub.bicep' = {
  name: 'web-pubsub'
  scope: group
  params: {
    name: '${abbrs.webPubSub}${token}'
    location: location
    tags: tags
    keyVaultName: keyVault.outputs.name
    sku: webPubSubSku
    capacity: webPubSubUnits
  }
}

module registry 'modules/registry.bicep' = {
  name: 'registry'
  scope: group
  params: {
    name: '${abbrs.containerRegistry}${token}'
    location: location
    tags: tags
    pullerPrincipalIds: [robotIdentity.outputs.principalId, notifierIdentity.outputs.principalId]
  }
}

module containerAppsEnvironment 'modules/container-apps-environment.bicep' = {
  name: 'container-apps-environment'
  scope: group
  params: {
    name: '${abbrs.containerAppsEnvironment}${token}'
    location: location
    tags: tags
    logAnalyticsName: monitoring.outputs.logAnalyticsName
  }
}

module web 'modules/static-web-app.bicep' = {
  name: 'static-web-app'
  scope: group
  params: {
    name: '${abbrs.staticWebApp}${token}'
    location: staticWebAppLocation
    tags: tags
    keyVaultName: keyVault.outputs.name
    kindeClientId: kindeClientId
  }
}

var siteUrl = empty(customDomain) ? 'https://${web.outputs.defaultHostname}' : 'https://${customDomain}'

module api 'app/api.bicep' = {
  name: 'api'
  scope: group
  params: {
    name: '${abbrs.functionApp}${token}'
    planName: '${abbrs.appServicePlan}${token}'
    storageAccountName: '${abbrs.storageAccount}${token}'
    location: functionsLocation
    tags: tags
    identityId: apiIdentity.outputs.id
    identityPrincipalId: apiIdentity.outputs.principalId
    identityClientId: apiIdentity.outputs.clientId
    keyVaultUri: keyVault.outputs.uri
    applicationInsightsName: monitoring.outputs.applicationInsightsName
    siteUrl: siteUrl
    mongodbDatabase: mongodbDatabase
    adminUserIds: adminUserIds
    featuresOff: featuresOff
    stripePriceIds: stripePriceIds
    pixKey: pixKey
    pixMerchantName: pixMerchantName
    pixMerchantCity: pixMerchantCity
    cryptoGatewayUrl: cryptoGatewayUrl
    telegramBotUsername: telegramBotUsername
    webPubSubHub: webPubSubHub
    emailFrom: emailFrom
    vapidPublicKey: vapidPublicKey
    vapidSubject: vapidSubject
    supportEmail: supportEmail
    version: version
    maximumInstanceCount: functionsMaximumInstances
  }
  // The connection strings its Key Vault references name are written by these modules.
  dependsOn: [documentDb, webPubSub]
}

module link 'modules/static-web-app-link.bicep' = {
  name: 'static-web-app-link'
  scope: group
  params: {
    staticWebAppName: web.outputs.name
    functionAppId: api.outputs.id
    functionAppLocation: functionsLocation
  }
}

module hub 'modules/web-pubsub-hub.bicep' = {
  name: 'web-pubsub-hub'
  scope: group
  params: {
    webPubSubName: webPubSub.outputs.name
    hubName: webPubSubHub
    siteUrl: siteUrl
  }
}

module robot 'app/robot.bicep' = {
  name: 'robot'
  scope: group
  params: {
    name: '${abbrs.containerApp}robot-${token}'
    location: location
    tags: tags
    environmentId: containerAppsEnvironment.outputs.id
    identityId: robotIdentity.outputs.id
    registryServer: registry.outputs.loginServer
    keyVaultUri: keyVault.outputs.uri
    applicationInsightsName: monitoring.outputs.applicationInsightsName
    siteUrl: siteUrl
    robotSources: robotSources
    webPubSubHub: webPubSubHub
    version: version
    deployedImage: robotImage
    exists: robotExists
  }
  // Key Vault references are resolved when the revision starts; the role assignments and secrets must exist first.
  dependsOn: [webPubSub, registry]
}

module notifier 'app/notifier.bicep' = {
  name: 'notifier'
  scope: group
  params: {
    name: '${abbrs.containerApp}notifier-${token}'
    location: location
    tags: tags
    environmentId: containerAppsEnvironment.outputs.id
    identityId: notifierIdentity.outputs.id
    registryServer: registry.outputs.loginServer
    keyVaultUri: keyVault.outputs.uri
    applicationInsightsName: monitoring.outputs.applicationInsightsName
    mongodbDatabase: mongodbDatabase
    featuresOff: featuresOff
    emailFrom: emailFrom
    emailPerSecond: emailPerSecond
    vapidPublicKey: vapidPublicKey
    vapidSubject: vapidSubject
    supportEmail: supportEmail
    version: version
    maxReplicas: notifierMaxReplicas
    deployedImage: notifierImage
    exists: notifierExists
  }
  dependsOn: [documentDb, registry]
}

output AZURE_LOCATION string = location
output AZURE_TENANT_ID string = tenant().tenantId
output AZURE_RESOURCE_GROUP string = group.name
output AZURE_KEY_VAULT_NAME string = keyVault.outputs.name
output AZURE_CONTAINER_REGISTRY_ENDPOINT string = registry.outputs.loginServer
output AZURE_CONTAINER_APPS_ENVIRONMENT_NAME string = containerAppsEnvironment.outputs.name
output SITE_URL string = siteUrl
output API_HEALTH_URL string = '${siteUrl}/api/health'
output ROBOT_HEALTH_URL string = robot.outputs.healthUrl
output NOTIFIER_HEALTH_URL string = notifier.outputs.healthUrl
